// E0004 for empty matches, structs, slices, arrays, nested enums, chars
// and tuples: witnesses, notes and suggestions as rustc 1.63 gives them.
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
enum E { A, B, C }
struct P { x: bool, y: E }
fn f(b: bool, e: E, t: (E, E), p: P, s: &[u8], a: [bool; 3], oo: Option<Option<bool>>, c: char, i: i8) {
    match b {}
    //~^ ERROR E0004
    match e {}
    //~^ ERROR E0004
    match t { (E::A, _) => {} (_, E::B) => {} }
    //~^ ERROR E0004
    match p { P { x: true, y: E::A } => {} P { x: false, .. } => {} }
    //~^ ERROR E0004
    match s { [] => {} [_] => {} [_, _, ..] if b => {} }
    //~^ ERROR E0004
    match a { [true, ..] => {} [false, true, _] => {} }
    //~^ ERROR E0004
    match oo { Some(Some(true)) => {} None => {} }
    //~^ ERROR E0004
    match c { 'a'..='z' => {} }
    //~^ ERROR E0004
    match i { -128..=0 => {} }
    //~^ ERROR E0004
    match (b, b, b) { (true, true, true) => {} }
    //~^ ERROR E0004
}
#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize { 0 }
