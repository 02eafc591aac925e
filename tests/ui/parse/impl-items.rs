// check-pass
// compile-flags: -Zparse-crate-root-only
// Impls: inherent, trait, negative, unsafe, default, const, and their items.

impl S {}
impl<T> S<T> {}
impl Tr for S {}
impl<T: Copy> Tr<T> for S<T> where T: Clone {}
impl !Send for S {}
impl<T> !Send for S<T> {}
unsafe impl Send for S {}
default impl<T> Tr for T {}
default unsafe impl<T> Tr for T {}
impl const Tr for S {}
impl<T> const Tr for S<T> {}
impl dyn Tr {}
impl dyn Tr + Send {}
impl<T> Tr for [T] {}
impl Tr for fn() {}
impl ::a::Tr for ::b::S {}
impl S {
    #![allow(unused)]
    const C: u8 = 1;
    default const D: u8 = 2;
    type T = u8;
    default type U = u16;
    fn f() {}
    default fn g() {}
    pub fn h(&self) {}
    mac!();
    mac! {}
}

fn main() {}
