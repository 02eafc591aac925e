// check-pass
// compile-flags: -Zunpretty=mir -C panic=abort -C overflow-checks=on
// The MIR of built-in arithmetic: overflow checks on + - * << and unary
// minus (with -C overflow-checks), division and remainder by zero and
// MIN / -1 always, comparisons and short-circuit `&&` without checks.
#![feature(no_core, lang_items)]
#![no_core]
#![crate_type = "lib"]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
impl Copy for i32 {}
impl Copy for u8 {}
impl Copy for bool {}
#[lang = "receiver"]
pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
#[lang = "add"]
pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
impl Add for i32 { type Output = i32; fn add(self, rhs: i32) -> i32 { self + rhs } }
#[lang = "mul"]
pub trait Mul<Rhs = Self> { type Output; fn mul(self, rhs: Rhs) -> Self::Output; }
impl Mul for i32 { type Output = i32; fn mul(self, rhs: i32) -> i32 { self * rhs } }
#[lang = "div"]
pub trait Div<Rhs = Self> { type Output; fn div(self, rhs: Rhs) -> Self::Output; }
impl Div for i32 { type Output = i32; fn div(self, rhs: i32) -> i32 { self / rhs } }
#[lang = "rem"]
pub trait Rem<Rhs = Self> { type Output; fn rem(self, rhs: Rhs) -> Self::Output; }
impl Rem for u8 { type Output = u8; fn rem(self, rhs: u8) -> u8 { self % rhs } }
#[lang = "shl"]
pub trait Shl<Rhs = Self> { type Output; fn shl(self, rhs: Rhs) -> Self::Output; }
impl Shl<u8> for i32 { type Output = i32; fn shl(self, rhs: u8) -> i32 { self << rhs } }
#[lang = "neg"]
pub trait Neg { type Output; fn neg(self) -> Self::Output; }
impl Neg for i32 { type Output = i32; fn neg(self) -> i32 { -self } }
#[lang = "eq"]
pub trait PartialEq<Rhs: ?Sized = Self> { fn eq(&self, other: &Rhs) -> bool; fn ne(&self, other: &Rhs) -> bool; }
impl PartialEq for i32 {
    fn eq(&self, other: &i32) -> bool { *self == *other }
    fn ne(&self, other: &i32) -> bool { *self != *other }
}
#[lang = "partial_ord"]
pub trait PartialOrd<Rhs: ?Sized = Self>: PartialEq<Rhs> { fn lt(&self, other: &Rhs) -> bool; }
impl PartialOrd for i32 { fn lt(&self, other: &i32) -> bool { *self < *other } }

pub fn add(x: i32, y: i32) -> i32 {
    x + y * 2
}
pub fn div(x: i32, y: i32) -> i32 {
    x / y
}
pub fn rem_u(x: u8, y: u8) -> u8 {
    x % y
}
pub fn shl(x: i32, s: u8) -> i32 {
    x << s
}
pub fn neg(x: i32) -> i32 {
    -x
}
pub fn both(x: i32, y: i32) -> bool {
    x < y && y != 3
}
