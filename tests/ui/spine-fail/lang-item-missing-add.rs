// compile-flags: -C panic=abort
// Without the `add` lang item even integer + is an E0369.
#![feature(no_core, lang_items, start)]
#![no_core]
#[lang = "sized"]
trait Sized {}
#[lang = "copy"]
trait Copy {}
impl Copy for isize {}
#[start]
fn main(argc: isize, _argv: *const *const u8) -> isize {
    argc + 1 //~ ERROR cannot add `{integer}` to `isize`
}
