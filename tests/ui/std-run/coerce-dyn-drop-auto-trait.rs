// run-pass
// check-run-results
// edition:2021
// `&(dyn Any + Send)` coerces to `&dyn Any` (and Box likewise): the same
// principal with auto traits dropped (core's any.rs `<dyn Any>::is(self)`).
use std::any::Any;
use std::fmt::Debug;
fn is_u8(x: &dyn Any) -> bool {
    x.is::<u8>()
}
fn f(x: &(dyn Any + Send)) -> bool {
    is_u8(x)
}
fn g(x: &(dyn Any + Send + Sync)) -> bool {
    <dyn Any>::is::<u8>(x)
}
fn show(b: Box<dyn Debug + Send>) -> Box<dyn Debug> {
    b
}
fn main() {
    println!("{} {}", f(&1u8), g(&2u16));
    println!("{:?}", show(Box::new(7u8)));
}
