// ignore-test: derives are not wired into the expander yet (remove this line then)
// A field type that is a macro call cannot be searched for the type
// parameters it mentions.
#![allow(dead_code)]

macro_rules! byte {
    () => { u8 };
}

#[derive(Clone)]
struct Generic<T> {
    a: byte!(), //~ ERROR `derive` cannot be used on items with type macros
    b: T,
}

#[derive(Clone)]
struct NotGeneric {
    a: byte!(),
}

fn main() {}
