// compile-flags: -C panic=abort
// Without the `index` lang item even array indexing is an E0608.
#![feature(no_core, lang_items, start)]
#![no_core]
#[lang = "sized"]
trait Sized {}
#[lang = "copy"]
trait Copy {}
impl Copy for isize {}
#[start]
fn main(argc: isize, _argv: *const *const u8) -> isize {
    let arr = [1isize, 2];
    arr[argc as usize] //~ ERROR cannot index into a value of type `[isize; 2]`
}
