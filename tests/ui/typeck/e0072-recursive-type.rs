// A type that contains itself without indirection has infinite size:
// E0072, reported for the type's definition (issue 14 case 22: was
// accepted when no layout of it was needed).
#![crate_type = "lib"]

struct S { s: S } //~ ERROR recursive type `S` has infinite size

pub enum List<T> { //~ ERROR recursive type `List` has infinite size
    Nil,
    Cons(T, List<T>),
}

struct W<T>(T);
struct InW { w: W<InW>, n: u8 } //~ ERROR recursive type `InW` has infinite size

struct A { b: B } //~ ERROR recursive type `A` has infinite size
struct B { a: (u8, [A; 2]) } //~ ERROR recursive type `B` has infinite size

struct Opt { next: Option<Opt> } //~ ERROR recursive type `Opt` has infinite size

mod m {
    pub struct Two(super::W<Two>, Two); //~ ERROR recursive type `Two` has infinite size
}

// representable: through a pointer, or a type recursive on its own
struct Fine { next: Option<Box<Fine>>, r: &'static Fine, p: *const Fine, f: fn(Fine) }
struct HoldsS { s: Option<S> }
