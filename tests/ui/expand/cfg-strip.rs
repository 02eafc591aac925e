// run-pass
// Every position cfg removes nodes from. Whatever is removed here would
// not compile (unknown names and types), so the program only builds and
// runs if each was removed.
#![allow(dead_code, unused_variables)]

#[cfg(FALSE)]
fn gone() -> Unknown {}

#[cfg(all())]
fn kept() -> u8 { 1 }

struct S {
    #[cfg(FALSE)]
    a: Unknown,
    b: u8,
}

struct T(#[cfg(FALSE)] Unknown, u16);

enum E {
    #[cfg(FALSE)]
    A(Unknown),
    B {
        #[cfg(FALSE)]
        x: Unknown,
        y: u8,
    },
}

trait Tr {
    #[cfg(FALSE)]
    fn missing(&self) -> Unknown;
    fn present(&self) -> u8 { 2 }
}

impl Tr for S {
    #[cfg(FALSE)]
    fn missing(&self) -> Unknown {}
}

extern "C" {
    #[cfg(FALSE)]
    fn not_linked(x: Unknown);
}

fn params(#[cfg(FALSE)] x: Unknown, y: u8) -> u8 { y }

fn generic<#[cfg(FALSE)] T: Unknown, U>(u: U) -> U { u }

type F = fn(#[cfg(FALSE)] Unknown, u8) -> u8;

mod m {
    #[cfg(FALSE)]
    pub fn f() -> Unknown {}
    pub fn g() -> u8 { 3 }
}

fn main() {
    #[cfg(FALSE)]
    let unknown = Unknown;
    #[cfg(FALSE)]
    fn inner() -> Unknown {}
    #[cfg(FALSE)]
    unknown_fn();
    #[cfg(FALSE)]
    unknown_macro!();

    let t = (1u8, #[cfg(FALSE)] Unknown, 3u8);
    let a = [1u8, #[cfg(FALSE)] Unknown];
    let c = params(#[cfg(FALSE)] Unknown, 4);
    let s = S { #[cfg(FALSE)] a: Unknown, b: 5 };
    let S { #[cfg(FALSE)] a, b } = s;
    let cl = |#[cfg(FALSE)] x: Unknown, y: u8| y;
    let m = match 6u8 {
        #[cfg(FALSE)]
        Unknown => 0,
        n => n,
    };
    let tail = {
        7u8;
        #[cfg(FALSE)]
        Unknown
    };
    let e = E::B { y: 8 };
    let f: F = params;

    assert_eq!(t, (1, 3));
    assert_eq!(a, [1]);
    assert_eq!(c, 4);
    assert_eq!(b, 5);
    assert_eq!(cl(9), 9);
    assert_eq!(m, 6);
    assert_eq!(tail, ());
    assert_eq!(f(10), 10);
    assert_eq!(generic(11u8), 11);
    assert_eq!(kept() + S { b: 0 }.present() + m::g(), 6);
    assert_eq!(std::mem::size_of::<T>(), 2);
}
