// E0004 on integers, bools, chars, tuples and slices: witnesses are the
// uncovered ranges, usize needs a wildcard.
#![feature(no_core, lang_items, start)]
#![no_core]
#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "receiver"] pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl Copy for bool {}
impl Copy for u8 {}
impl Copy for i8 {}
impl Copy for char {}
impl Copy for usize {}
impl<T: ?Sized> Copy for &T {}
#[lang = "neg"] pub trait Neg { type Output; fn neg(self) -> Self::Output; }
impl Neg for i8 { type Output = i8; fn neg(self) -> i8 { -self } }

fn f(b: bool, n: u8, i: i8, c: char, t: (bool, u8), u: usize, s: &[bool]) {
    match b { true => {} }
    //~^ ERROR non-exhaustive patterns: `false` not covered
    match n { 0..=100 => {} 200 => {} }
    //~^ ERROR non-exhaustive patterns: `101_u8..=199_u8` and `201_u8..=u8::MAX` not covered
    match i { -5..=5 => {} }
    //~^ ERROR non-exhaustive patterns: `i8::MIN..=-6_i8` and `6_i8..=i8::MAX` not covered
    match n { 0 => {} 1 => {} 3 => {} 5 => {} 7 => {} }
    //~^ ERROR non-exhaustive patterns: `2_u8`, `4_u8`, `6_u8` and 1 more not covered
    match t { (true, _) => {} (false, 0..=9) => {} }
    //~^ ERROR non-exhaustive patterns: `(false, 10_u8..=u8::MAX)` not covered
    match u { 0..=18446744073709551615 => {} }
    //~^ ERROR non-exhaustive patterns: `_` not covered
    match s { [] => {} [true, ..] => {} }
    //~^ ERROR non-exhaustive patterns: `&[false, ..]` not covered
    match n { 0..=127 => {} 128..=255 => {} }
    match b { true | false => {} }
}

#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize { 0 }
