// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Reading a C global (libc's stdout) and passing it to fflush.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "C" {
    static stdout: *mut u8;
    fn fflush(f: *mut u8) -> i32;
}
fn main() {
    unsafe {
        printf(c("flushed\n\0"));
        let r = fflush(stdout);
        printf(c("%d\n\0"), r);
    }
}
