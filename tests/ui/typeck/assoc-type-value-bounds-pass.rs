// check-pass
// Values of associated types that satisfy the trait's bounds only through
// the impl's environment (`T::Assoc: Child<T::Ty>` with `T: Parent<Ty =
// A>`) are accepted; and a fn whose where-clauses cannot hold is never
// instantiated, so its unsized local is no error.
#![allow(unused)]

trait Parent {
    type Ty;
    type Assoc: Child<Self::Ty>;
}

trait Child<T> {}

struct ChildWrapper<T>(T);
impl<A, T> Child<A> for ChildWrapper<T> where T: Child<A> {}

struct ParentWrapper<T>(T);
impl<A, T: Parent<Ty = A>> Parent for ParentWrapper<T> {
    type Ty = A;
    type Assoc = ChildWrapper<T::Assoc>;
}

trait B {
    fn foo(&self) -> Self where Self: Copy;
}

impl B for [fn(&())] {
    fn foo(&self) -> Self where Self: Copy { *(&[] as &[_]) }
}



fn main() {}
