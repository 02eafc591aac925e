// build-pass
// compile-flags: -C panic=abort -Zstop-after=mono -Zprint-mono-items=lazy
// normalize-stdout-test: "\[closure@[^\]]*\]" -> "[closure]"
// normalize-stdout-test: "\{+closure(#\d+)?\}+" -> "{closure}"
// Monomorphisation: generic fns instantiated per type, trait methods
// resolved to impls and defaults, closures passed to generic fns, dyn
// Trait vtables with their methods and drop glue, drops, fn pointers in
// statics, fn items and pointers called through Fn (shims).

#![feature(no_core, lang_items, start, unboxed_closures, auto_traits)]
#![no_core]
#![allow(unused)]

#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "receiver"] pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl<T: ?Sized> Receiver for &mut T {}
#[lang = "sync"] pub unsafe auto trait Sync {}
#[lang = "dispatch_from_dyn"] pub trait DispatchFromDyn<T> {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a U> for &'a T {}
#[lang = "panic_location"] struct Location { file: &'static str, line: u32, col: u32 }
#[lang = "generator"] pub trait Generator<R = ()> { type Yield; type Return; }
#[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
impl Add for i32 { type Output = i32; fn add(self, rhs: i32) -> i32 { self + rhs } }
#[lang = "panic"] #[track_caller] fn panic(_msg: &'static str) -> ! { loop {} }
#[lang = "unsize"] pub trait Unsize<T: ?Sized> {}
#[lang = "coerce_unsized"] pub trait CoerceUnsized<T> {}
impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b T {}
impl Copy for i32 {}
impl Copy for u8 {}
#[lang = "drop"] pub trait Drop { fn drop(&mut self); }
#[lang = "drop_in_place"]
#[allow(unconditional_recursion)]
pub unsafe fn drop_in_place<T: ?Sized>(to_drop: *mut T) { drop_in_place(to_drop); }
#[lang = "fn_once"]
#[rustc_paren_sugar]
pub trait FnOnce<Args> {
    #[lang = "fn_once_output"]
    type Output;
    extern "rust-call" fn call_once(self, args: Args) -> Self::Output;
}
#[lang = "fn_mut"]
#[rustc_paren_sugar]
pub trait FnMut<Args>: FnOnce<Args> {
    extern "rust-call" fn call_mut(&mut self, args: Args) -> Self::Output;
}
#[lang = "fn"]
#[rustc_paren_sugar]
pub trait Fn<Args>: FnMut<Args> {
    extern "rust-call" fn call(&self, args: Args) -> Self::Output;
}

fn id<T>(x: T) -> T { x }

trait Shape {
    fn area(&self) -> i32;
    fn twice(&self) -> i32 { self.area() }
}
struct Square(i32);
impl Shape for Square {
    fn area(&self) -> i32 { self.0 }
}
struct Noisy(u8);
impl Drop for Noisy {
    fn drop(&mut self) {}
}
impl Shape for Noisy {
    fn area(&self) -> i32 { 1 }
    fn twice(&self) -> i32 { 2 }
}

fn apply<F: Fn(i32) -> i32>(f: F, x: i32) -> i32 { f(x) }
fn area_of(s: &dyn Shape) -> i32 { s.area() }
fn helper() -> i32 { 3 }
fn dbl(x: i32) -> i32 { x }
static HELPER: fn() -> i32 = helper;

#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize {
    let a = id(1i32);
    let b = id(2u8);
    let s = Square(4);
    let t = s.twice();
    let n = Noisy(1);
    let d = area_of(&n);
    let c = apply(|x| x + 1, a);
    let h = HELPER;
    let k = apply(dbl, 3);
    let fp: fn(i32) -> i32 = dbl;
    let k2 = apply(fp, 4);
    0
}
