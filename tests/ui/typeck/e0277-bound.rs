// A generic function's bound that the argument's type does not satisfy: E0277.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub trait Shape {}
pub struct Circle;
pub struct Square;
impl Shape for Circle {}

fn draw<T: Shape>(t: T) {}

pub fn f() {
    draw(Circle);
    draw(Square); //~ ERROR the trait bound `Square: Shape` is not satisfied
}
