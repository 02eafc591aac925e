// ignore-test: derives are not wired into the expander yet (remove this line then)
// Only Clone, Copy (and Eq, which needs PartialEq) can be derived for
// unions.
#![allow(dead_code)]

#[derive(Debug, Default, Hash, PartialEq, PartialOrd, Ord)]
//~^ ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
union U {
    a: u8,
}

#[derive(Clone, Copy)]
union V {
    a: u8,
    b: i8,
}

fn main() {}
