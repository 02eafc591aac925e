// Casts between different pointer kinds are refused.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
pub trait Tr {}

pub struct Wrap<T: ?Sized> { v: T }

pub fn thin_to_fat<T: ?Sized>(p: *const u8) -> *const Wrap<T> { p as *const Wrap<T> } //~ ERROR cannot cast thin pointer
pub fn params<T: ?Sized, U: ?Sized>(p: *const Wrap<T>) -> *const U { p as *const U } //~ ERROR is invalid
pub fn slice_dyn(p: *const Wrap<[u8]>) -> *const dyn Tr { p as *const dyn Tr } //~ ERROR is invalid
