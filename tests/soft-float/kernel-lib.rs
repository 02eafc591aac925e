// A crate as the Linux kernel compiles its Rust (rust/target.json, whose
// features are -3dnow,-3dnowa,-mmx,+soft-float, and the x86 flags of
// arch/x86/Makefile): run.py checks the options GCC received.
#![feature(no_core, lang_items)]
#![no_core]
#![crate_type = "lib"]

#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

#[no_mangle]
pub extern "C" fn rust_helper(x: u32) -> u32 {
    x
}
