// check-pass
// compile-flags: -Zunpretty=mir -C panic=abort
// The MIR of drops: reverse declaration order at the end of a scope,
// no drop after a move, a drop flag for a conditional move, drops on
// `return` and `break`, the old value dropped before an assignment, and
// a temporary dropped at the end of its statement.
#![feature(no_core, lang_items)]
#![no_core]
#![crate_type = "lib"]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
impl Copy for i32 {}
impl Copy for bool {}
#[lang = "drop"]
pub trait Drop {
    fn drop(&mut self);
}

pub struct D(i32);
impl Drop for D {
    fn drop(&mut self) {}
}

fn take(_d: D) {}
fn make(n: i32) -> D {
    D(n)
}

pub fn order() {
    let _a = D(1);
    let _b = D(2);
}

pub fn moved() {
    let a = D(1);
    take(a);
}

pub fn maybe_moved(c: bool) {
    let a = D(1);
    if c {
        take(a);
    }
}

pub fn early(c: bool) -> i32 {
    let _a = D(1);
    if c {
        return 1;
    }
    let _b = D(2);
    2
}

pub fn in_loop() {
    loop {
        let _a = D(1);
        break;
    }
}

pub fn reassign() {
    let mut a = D(1);
    a = D(2);
    take(a);
}

pub fn temp() -> i32 {
    make(3).0
}
