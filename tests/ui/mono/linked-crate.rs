// build-pass
// aux-build:linked_dep.rs
// compile-flags: -C panic=abort -Zstop-after=mono -Zprint-mono-items=lazy -C codegen-units=2 -Zextern-linked=linked_dep
// A linked crate (issue 12, -Zextern-linked: its code is in a library on
// the link line): its non-generic, non-#[inline] fns and its statics are
// not collected (codegen declares them); its generic and #[inline] fns,
// default methods and drop glue are compiled here, their symbols ending
// with this crate as v0's instantiating crate (never the library's).
#![feature(no_core, lang_items, start)]
#![no_core]
extern crate linked_dep;
mod a {
    use linked_dep::Shape;
    pub fn fa() -> isize {
        let _n = linked_dep::Noisy;
        linked_dep::generic(1) + linked_dep::inlined(2) + linked_dep::Square(3).twice()
    }
}
mod b {
    pub fn fb() -> isize {
        linked_dep::generic(4) + linked_dep::plain(5) + linked_dep::BASE
    }
}
#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize {
    a::fa() + b::fb()
}
