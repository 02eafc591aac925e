// run-pass
// check-run-results
// A generic associated type's own args (type and const) follow the
// trait's in its projection, and normalising through an impl
// substitutes them: `Self::Assoc<u8>`, `<() as Foo>::Arr<2>`,
// `T::Assoc<N>`.
#![feature(generic_associated_types)]

trait Foo {
    type Assoc<T>;
    type Arr<const N: usize>;
    fn foo(&self) -> Self::Assoc<u8>;
    fn arr(&self) -> Self::Arr<3>;
}

impl Foo for () {
    type Assoc<T> = Option<T>;
    type Arr<const N: usize> = [(); N];
    fn foo(&self) -> Self::Assoc<u8> {
        Some(3)
    }
    fn arr(&self) -> Self::Arr<3> {
        [(); 3]
    }
}

fn g() -> <() as Foo>::Arr<2> {
    [(), ()]
}

fn via_param<T: Foo>(t: &T) -> T::Assoc<u8> {
    t.foo()
}

fn main() {
    println!("{:?} {:?} {:?}", ().foo(), ().arr(), g());
    println!("{:?}", via_param(&()));
    assert_eq!(().arr(), [(); 3]);
}
