// An impl that leaves out a required trait method: E0046.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items, arbitrary_self_types)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
#[lang = "receiver"]
pub trait Receiver {}

pub trait T {
    fn a(&self);
    fn b(&self) {}
}

pub struct S;
impl T for S {} //~ ERROR not all trait items implemented, missing: `a`
