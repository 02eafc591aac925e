// compile-flags: -C panic=abort
// error-pattern: requires `sized` lang_item
// A no_core crate without the `sized` lang item: rustc's span-less error.
#![feature(no_core, lang_items, start)]
#![no_core]
#[lang = "copy"]
trait Copy {}
#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize {
    0
}
