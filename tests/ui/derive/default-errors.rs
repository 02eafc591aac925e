// ignore-test: derives are not wired into the expander yet (remove this line then)
// #[derive(Default)] on enums: the #[default] variant and rustc 1.63's
// errors when it is missing, repeated, or misused.
#![allow(dead_code)]

#[derive(Default)] //~ ERROR no default declared
enum NoDefault { A, B }

#[derive(Default)] //~ ERROR multiple declared defaults
enum Multiple {
    #[default]
    A,
    #[default]
    B,
    C,
}

#[derive(Default)]
enum NonUnit {
    #[default]
    A(u8), //~ ERROR the `#[default]` attribute may only be used on unit enum variants
    B,
}

#[derive(Default)]
enum Twice {
    #[default]
    #[default]
    A, //~ ERROR multiple `#[default]` attributes
    B,
}

#[derive(Default)]
enum Value {
    #[default = 1] //~ ERROR `#[default]` attribute does not accept a value
    A,
    B,
}

#[derive(Default)]
enum NonExhaustive {
    #[default]
    #[non_exhaustive]
    A, //~ ERROR default variant must be exhaustive
    B,
}

#[derive(Default)]
struct OnField {
    #[default] //~ ERROR the `#[default]` attribute may only be used on unit enum variants
    a: u8,
}

#[derive(Default)]
enum Fine {
    A(u8),
    #[default]
    B,
}

fn main() {}
