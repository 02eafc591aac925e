// ignore-test: derives are not wired into the expander yet (remove this line then)
// #[default] belongs on a unit variant of an enum deriving Default;
// anywhere else in the item it is an error (and the impl is still made).
#![allow(dead_code)]

#[derive(Default)]
struct S {
    #[default] //~ ERROR the `#[default]` attribute may only be used on unit enum variants
    a: u8,
    b: u16,
}

#[derive(Default)]
enum E {
    A {
        #[default] //~ ERROR the `#[default]` attribute may only be used on unit enum variants
        x: u8,
    },
    #[default]
    B,
}

fn main() {}
