// build-fail
// compile-flags: -C panic=abort
// error-pattern: requires `start` lang_item
// `fn main` in a no_core binary needs the `start` lang item (or #[start]).
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
trait Sized {}
fn main() {}
