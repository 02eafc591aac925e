// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Weak lang items link by fixed symbols, as in rustc: the #[panic_handler]
// fn is `rust_begin_unwind`, whatever its name, so that a separately
// compiled core (whose `panic_impl` declaration refers to that symbol)
// finds it. Here a foreign declaration of that symbol reaches it.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[lang = "panic_info"]
pub struct PanicInfo { code: i32 }

#[panic_handler]
fn my_handler(info: &PanicInfo) -> ! {
    unsafe {
        printf(c("handler %d\n\0"), info.code);
        exit(0);
    }
}

extern "Rust" {
    fn rust_begin_unwind(info: &PanicInfo) -> !;
}

fn main() {
    unsafe {
        printf(c("start\n\0"));
        rust_begin_unwind(&PanicInfo { code: 7 });
    }
}
