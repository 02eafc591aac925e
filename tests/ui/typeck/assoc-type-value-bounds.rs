// The value an impl gives an associated type, or the trait's default,
// must satisfy the bounds the trait declares on it (rustc's
// check_type_bounds). rcc used to accept these; a use of the bound on
// the projection then reached an impl that does not exist (mono:
// "cannot resolve instance of <NotClone as Clone>::clone").
// dont-check-compiler-stderr
// (rustc adds a help with the bound to add)
#![feature(associated_type_defaults)]

trait X {
    type U: Clone;
    fn unsafe_clone(&self, x: Option<&Self::U>) -> Option<Self::U> {
        x.cloned()
    }
}

struct NotClone;
struct A;
impl X for A {
    type U = NotClone; //~ ERROR the trait bound `NotClone: Clone` is not satisfied
}

trait Show {
    fn show(&self);
}
trait Defaulted: Sized {
    type Out: Show = Self; //~ ERROR the trait bound `Self: Show` is not satisfied
}
impl Defaulted for () {}

fn main() {
    A.unsafe_clone(None);
}
