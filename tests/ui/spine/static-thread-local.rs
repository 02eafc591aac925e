// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A #[thread_local] static mut.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![feature(thread_local)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[thread_local]
static mut TLS: u32 = 10;
fn main() {
    unsafe {
        TLS += 5;
        printf(c("%u\n\0"), TLS);
    }
}
