// check-pass
// late_bound_lifetime_arguments: explicit lifetime arguments of a method
// with late-bound lifetimes (named ones in the inputs only, or an elided
// input reference); early-bound ones (in bounds, only in the output) are
// fine.
#![warn(late_bound_lifetime_arguments)]
#![allow(dead_code)]
struct S;
struct W<'a>(&'a u8);
trait Tr<'a> { fn t(&self) {} }
impl S {
    fn func<'a, U>(&'a self) -> U { todo!() }
    fn early<'a, U>(&self) -> &'a U { todo!() }
    fn both<'a, 'b>(&self, _: &'a u8, _: W<'b>) {}
    fn bounded<'a: 'a>(&self, _: &'a u8) {}
    fn wh<'a, T>(&self, _: &'a T) where T: Tr<'a> {}
    fn two<'a, 'b>(&self, _: &'a u8) -> &'b u8 { todo!() }
}
fn free<'a>(_: &'a u8) {}
fn main() {
    S.func::<'static, u8>(); //~ WARN cannot specify lifetime arguments
    //~^ WARN previously accepted
    let _: &u8 = S.early::<'static, u8>(); //~ WARN cannot specify lifetime arguments
    //~^ WARN previously accepted
    S.both::<'static, 'static>(&1, W(&2)); //~ WARN cannot specify lifetime arguments
    //~^ WARN previously accepted
    S.bounded::<'static>(&1); //~ WARN cannot specify lifetime arguments
    //~^ WARN previously accepted
    S.two::<'static, 'static>(&1); //~ WARN cannot specify lifetime arguments
    //~^ WARN previously accepted
}
