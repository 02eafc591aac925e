// The unreachable_patterns lint: arms and or-pattern alternatives that
// earlier arms already cover (guarded arms do not cover).
#![feature(no_core, lang_items, start)]
#![no_core]
#![deny(unreachable_patterns)]
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

fn f(b: bool, n: u8, o: Option<u8>) {
    match b { true => {} false => {} _ => {} }
    //~^ ERROR unreachable pattern
    match n { 0..=9 => {} 5 => {} _ => {} }
    //~^ ERROR unreachable pattern
    match o { Some(x) if b => {} Some(_) => {} None => {} }
    match o { Some(0) | Some(0) => {} Some(_) | None => {} }
    //~^ ERROR unreachable pattern
}

#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize { 0 }
