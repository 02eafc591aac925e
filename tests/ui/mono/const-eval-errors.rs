// compile-flags: -C panic=abort -Zstop-after=mono
// Const evaluation failures: the const_err lint for const items (rustc
// 1.63 wording), E0080 for statics, including a static that uses a
// failed const.
#![feature(no_core, lang_items, start)]
#![no_core]
#![allow(unused)]
#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "receiver"] pub trait Receiver {}
#[lang = "sync"] pub unsafe trait Sync {}
unsafe impl Sync for i32 {}
unsafe impl Sync for u8 {}
impl Copy for i32 {}
impl Copy for u8 {}
#[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
impl Add for i32 { type Output = i32; fn add(self, rhs: i32) -> i32 { self + rhs } }
#[lang = "sub"] pub trait Sub<Rhs = Self> { type Output; fn sub(self, rhs: Rhs) -> Self::Output; }
impl Sub for i32 { type Output = i32; fn sub(self, rhs: i32) -> i32 { self - rhs } }
#[lang = "div"] pub trait Div<Rhs = Self> { type Output; fn div(self, rhs: Rhs) -> Self::Output; }
impl Div for i32 { type Output = i32; fn div(self, rhs: i32) -> i32 { self / rhs } }
#[lang = "rem"] pub trait Rem<Rhs = Self> { type Output; fn rem(self, rhs: Rhs) -> Self::Output; }
impl Rem for u8 { type Output = u8; fn rem(self, rhs: u8) -> u8 { self % rhs } }
#[lang = "neg"] pub trait Neg { type Output; fn neg(self) -> Self::Output; }
impl Neg for i32 { type Output = i32; fn neg(self) -> i32 { -self } }
#[lang = "panic_location"] struct Location { file: &'static str, line: u32, col: u32 }
#[lang = "panic"] #[track_caller] fn panic(_msg: &'static str) -> ! { loop {} }

const A: i32 = 2147483647 + 1; //~ ERROR any use of this value will cause an error
//~| WARN this was previously accepted
const D: i32 = 1 / 0; //~ ERROR any use of this value will cause an error
//~| WARN this was previously accepted
const R: u8 = 7 % 0; //~ ERROR any use of this value will cause an error
//~| WARN this was previously accepted
const MIN: i32 = -2147483647 - 1;
const NEG: i32 = -MIN; //~ ERROR any use of this value will cause an error
//~| WARN this was previously accepted
static S: i32 = A; //~ ERROR could not evaluate static initializer

#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize { 0 }
