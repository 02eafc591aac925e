// Pointer kinds of casts as rustc computes them: a struct's pointer kind is
// its last field's (recursively, substituted), a tuple's its last element's,
// a `T: ?Sized` parameter's is "of T" (equal on both sides), slices/str
// have a length, dyn a vtable.
// check-pass
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
#[lang = "unsize"]
pub trait Unsize<T: ?Sized> {}
pub trait Tr {}

#[repr(transparent)]
pub struct Wrap<T: ?Sized> { pub v: T }
pub struct Two<T: ?Sized> { pub a: u8, pub w: Wrap<T> }
pub struct Pair<T>(pub u8, pub [T]);

pub fn of_param<T: ?Sized>(p: *const Wrap<T>) -> *const T { p as *const T }
pub fn of_param_nested<T: ?Sized>(p: *mut Two<T>) -> *const Wrap<T> { p as *const Wrap<T> }
pub fn of_slice<T>(p: *const Wrap<[T]>) -> *const [T] { p as *const [T] }
pub fn of_slice2<T>(p: *const Pair<T>) -> *const [u8] { p as *const [u8] }
pub fn of_str(p: *mut Wrap<str>) -> *mut [u8] { p as *mut [u8] }
pub fn of_dyn(p: *const Wrap<dyn Tr>) -> *const dyn Tr { p as *const dyn Tr }
pub fn tuple<T: ?Sized>(p: *const (u8, T)) -> *const Wrap<T> { p as *const Wrap<T> }
pub fn to_thin<T: ?Sized>(p: *const Wrap<T>) -> *const u8 { p as *const u8 }
pub fn sized<T>(p: *const Wrap<T>) -> *const T { p as *const T }
