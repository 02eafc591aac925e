// E0005: refutable patterns in let bindings and function parameters.
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

fn f(o: Option<u8>, b: bool) {
    let Some(_) = o;
    //~^ ERROR refutable pattern in local binding: `None` not covered
    let (true, _) = (b, 1u8);
    //~^ ERROR refutable pattern in local binding: `(false, _)` not covered
    let (x, _) = (b, 2u8);
}
fn g((true, y): (bool, u8)) {}
//~^ ERROR refutable pattern in function argument: `(false, _)` not covered

#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize { 0 }
