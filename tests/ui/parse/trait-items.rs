// check-pass
// compile-flags: -Zparse-crate-root-only
// Traits: supertraits, generics, associated fns, consts and types (with
// defaults and bounds), GATs, macros in trait bodies, trait aliases.

trait A {}
trait B: A + Send + 'static {}
trait C<T>: Sized where T: Copy {
    #![allow(unused)]
    const X: u8;
    const Y: u8 = 1;
    type T;
    type U: Copy + Send;
    type V = u8;
    type W: Copy = u8;
    type Item<'a> where Self: 'a;
    type Item2<'a>: Copy where Self: 'a = &'a u8;
    fn f(&self);
    fn g(&self) -> u8 { 0 }
    fn h<U>(x: U) where U: Copy;
    unsafe fn i();
    const fn j();
    mac!();
}
trait D = A + B;
trait E<T> = A where T: Copy;
unsafe trait F {}
auto trait G {}
unsafe auto trait H {}
trait I: for<'a> Fn(&'a u8) {}

fn main() {}
