// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C codegen-units=4
// Several codegen units: generic instances, statics and vtables shared
// between units link into one program.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

pub trait T {
    fn v(&self) -> i32;
}
pub struct A;
impl T for A {
    fn v(&self) -> i32 {
        1
    }
}
static mut SHARED: i32 = 0;
fn id<X>(x: X) -> X {
    x
}
mod m1 {
    pub fn bump() {
        unsafe { super::SHARED += super::id(10); }
    }
}
mod m2 {
    pub fn read(t: &dyn super::T) -> i32 {
        unsafe { super::SHARED + t.v() + super::id(100) }
    }
}
fn main() {
    m1::bump();
    m1::bump();
    unsafe { printf(c("%d %d\n\0"), m2::read(&A), id(5u8) as i32); }
}
