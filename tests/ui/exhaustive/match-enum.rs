// E0004 on enums: the missing variants as witnesses (nested too), the
// "defined here" note pointing at them, and the suggested arm.
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
pub enum Option<T> { None, Some(T) }
use Option::*;
enum E { A, B(u8), C { x: bool, y: u8 } }

fn f(e: E, o: Option<E>, r: &Option<bool>) {
    match e { E::A => {} }
    //~^ ERROR non-exhaustive patterns: `B(_)` and `C { .. }` not covered
    match e {
        E::A => {}
        E::B(_) => {}
        E::C { x: true, .. } => {}
    }
    //~^^^^^ ERROR non-exhaustive patterns: `C { x: false, .. }` not covered
    match o { Some(E::A) => {} None => {} }
    //~^ ERROR non-exhaustive patterns: `Some(B(_))` and `Some(C { .. })` not covered
    match r { Some(true) => {} None => {} }
    //~^ ERROR non-exhaustive patterns: `&Some(false)` not covered
    match e { E::A | E::B(_) | E::C { .. } => {} }
}

#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize { 0 }
