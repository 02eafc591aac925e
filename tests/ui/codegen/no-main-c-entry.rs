// run-pass
// check-run-results
// compile-flags: -C panic=abort -C link-arg=-lc
// #![no_main]: no `main` fn or `start` lang item is required and no C main
// is generated; the crate's own `#[no_mangle] extern "C" fn main` is the
// program's entry (the shape of no_std programs, kernel-style crates).
#![feature(no_core, lang_items)]
#![no_core]
#![no_main]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
extern "C" {
    fn puts(s: *const u8) -> i32;
}
#[no_mangle]
pub extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    unsafe {
        puts("entered through the crate's own C main\0" as *const str as *const u8);
    }
    0
}
