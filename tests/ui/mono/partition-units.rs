// build-pass
// compile-flags: -C panic=abort -Zstop-after=mono -Zprint-mono-items=lazy -C codegen-units=3
// Partitioning: items grouped by module, the smallest groups merged to
// fit 3 units; an item used from another unit is External, the rest
// Internal.
#![feature(no_core, lang_items, start)]
#![no_core]
#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
mod a {
    pub fn fa() -> isize { super::b::fb(); helper() }
    fn helper() -> isize { 0 }
    pub fn ga<T>(x: T) -> T { x }
}
mod b {
    pub fn fb() -> isize { 1 }
}
mod c {
    pub fn fc() -> isize { crate::a::ga(2) }
}
mod d {
    pub fn fd() {}
}
#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize {
    a::fa();
    c::fc();
    d::fd();
    0
}
