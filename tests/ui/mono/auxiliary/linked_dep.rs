// A #![no_core] library whose code the user links (mono/linked-crate.rs).
#![feature(no_core, lang_items, unboxed_closures)]
#![no_core]
#![crate_type = "lib"]

#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "receiver"] pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl<T: ?Sized> Receiver for &mut T {}
#[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
impl Add for isize { type Output = isize; fn add(self, rhs: isize) -> isize { self + rhs } }
#[lang = "panic_location"] struct Location { file: &'static str, line: u32, col: u32 }
#[lang = "panic"] #[track_caller] fn panic(_msg: &'static str) -> ! { loop {} }
impl Copy for isize {}
#[lang = "drop"] pub trait Drop { fn drop(&mut self); }
#[lang = "drop_in_place"]
#[allow(unconditional_recursion)]
pub unsafe fn drop_in_place<T: ?Sized>(to_drop: *mut T) { drop_in_place(to_drop); }

pub fn generic<T>(x: T) -> T { helper(); x }
fn helper() {}
pub fn plain(x: isize) -> isize { x + BASE }
#[inline]
pub fn inlined(x: isize) -> isize { plain(x) }
pub static BASE: isize = 7;

pub trait Shape {
    fn area(&self) -> isize;
    fn twice(&self) -> isize { self.area() + self.area() }
}
pub struct Square(pub isize);
impl Shape for Square {
    fn area(&self) -> isize { self.0 }
}
pub struct Noisy;
impl Drop for Noisy {
    fn drop(&mut self) {}
}
