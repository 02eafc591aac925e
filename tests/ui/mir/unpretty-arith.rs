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
