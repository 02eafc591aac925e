// compile-flags: -C panic=abort
// The library half of the two-crate acceptance test (../main.rs): a
// `#![no_core]` crate that declares the lang items itself and exports
// generic functions, traits with default methods, generic types, statics
// and plain functions. The binary loads it with `--extern spine_lib=...`
// (rcc: from source; rustc: the rlib compiletest builds first).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#![allow(unused, improper_ctypes_definitions)]

#[lang = "sized"]
pub trait Sized {}

#[lang = "copy"]
pub trait Copy {}
impl Copy for i32 {}
impl Copy for u32 {}
impl Copy for i64 {}
impl Copy for usize {}
impl Copy for u8 {}
impl Copy for bool {}
impl<T: ?Sized> Copy for &T {}
impl<T: ?Sized> Copy for *const T {}

#[lang = "receiver"]
pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl<T: ?Sized> Receiver for &mut T {}

#[lang = "unsize"]
pub trait Unsize<T: ?Sized> {}

#[lang = "coerce_unsized"]
pub trait CoerceUnsized<T: ?Sized> {}
impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b T {}

#[lang = "freeze"]
pub unsafe auto trait Freeze {}

#[lang = "sync"]
pub unsafe auto trait Sync {}

#[lang = "add"]
pub trait Add<Rhs = Self> {
    type Output;
    fn add(self, rhs: Rhs) -> Self::Output;
}
impl Add for i32 {
    type Output = i32;
    fn add(self, rhs: i32) -> i32 {
        self + rhs
    }
}
impl Add for i64 {
    type Output = i64;
    fn add(self, rhs: i64) -> i64 {
        self + rhs
    }
}
impl Add for u32 {
    type Output = u32;
    fn add(self, rhs: u32) -> u32 {
        self + rhs
    }
}
impl Add for usize {
    type Output = usize;
    fn add(self, rhs: usize) -> usize {
        self + rhs
    }
}

#[lang = "mul"]
pub trait Mul<Rhs = Self> {
    type Output;
    fn mul(self, rhs: Rhs) -> Self::Output;
}
impl Mul for i32 {
    type Output = i32;
    fn mul(self, rhs: i32) -> i32 {
        self * rhs
    }
}

impl Mul for i64 {
    type Output = i64;
    fn mul(self, rhs: i64) -> i64 {
        self * rhs
    }
}

#[lang = "index"]
pub trait Index<Idx: ?Sized> {
    type Output: ?Sized;
    fn index(&self, index: Idx) -> &Self::Output;
}
impl<T> Index<usize> for [T] {
    type Output = T;
    fn index(&self, index: usize) -> &T {
        &self[index]
    }
}
impl<T, const N: usize> Index<usize> for [T; N] {
    type Output = T;
    fn index(&self, index: usize) -> &T {
        &self[index]
    }
}

#[lang = "partial_ord"]
pub trait PartialOrd<Rhs: ?Sized = Self> {
    fn lt(&self, other: &Rhs) -> bool;
    fn le(&self, other: &Rhs) -> bool;
    fn gt(&self, other: &Rhs) -> bool;
    fn ge(&self, other: &Rhs) -> bool;
}
impl PartialOrd for u32 {
    fn lt(&self, other: &u32) -> bool {
        *self < *other
    }
    fn le(&self, other: &u32) -> bool {
        *self <= *other
    }
    fn gt(&self, other: &u32) -> bool {
        *self > *other
    }
    fn ge(&self, other: &u32) -> bool {
        *self >= *other
    }
}
impl PartialOrd for usize {
    fn lt(&self, other: &usize) -> bool {
        *self < *other
    }
    fn le(&self, other: &usize) -> bool {
        *self <= *other
    }
    fn gt(&self, other: &usize) -> bool {
        *self > *other
    }
    fn ge(&self, other: &usize) -> bool {
        *self >= *other
    }
}

#[lang = "drop"]
pub trait Drop {
    fn drop(&mut self);
}

#[lang = "drop_in_place"]
#[allow(unconditional_recursion)]
pub unsafe fn drop_in_place<T: ?Sized>(to_drop: *mut T) {
    drop_in_place(to_drop);
}

#[lang = "panic_location"]
pub struct Location<'a> {
    file: &'a str,
    line: u32,
    col: u32,
}

#[lang = "panic"]
#[track_caller]
pub fn panic(_msg: &'static str) -> ! {
    unsafe {
        puts("panic\0" as *const str as *const i8);
        exit(101)
    }
}

#[lang = "panic_bounds_check"]
#[track_caller]
fn panic_bounds_check(index: usize, len: usize) -> ! {
    unsafe {
        printf("index %lu out of bounds (len %lu)\n\0" as *const str as *const i8, index, len);
        exit(101)
    }
}

#[lang = "termination"]
pub trait Termination {
    fn report(self) -> i32;
}
impl Termination for () {
    fn report(self) -> i32 {
        0
    }
}

#[lang = "start"]
fn lang_start<T: Termination + 'static>(main: fn() -> T, _argc: isize, _argv: *const *const u8) -> isize {
    main().report() as isize
}

extern "C" {
    pub fn printf(format: *const i8, ...) -> i32;
    pub fn puts(s: *const i8) -> i32;
    pub fn exit(code: i32) -> !;
}

/// A NUL-terminated literal as a C string.
pub fn c(s: &str) -> *const i8 {
    s as *const str as *const i8
}

// ----------------------------------------------------------- the API --

/// A plain (non-generic) function.
pub fn square(x: i32) -> i32 {
    x * x
}

/// A generic function, instantiated by the binary.
pub fn largest<T: Copy>(items: &[T], better: fn(&T, &T) -> bool) -> T {
    let mut best = items[0];
    let mut i = 1;
    while i < items.len() {
        if better(&items[i], &best) {
            best = items[i];
        }
        i = i + 1;
    }
    best
}

/// Slice length without core: the length half of the fat pointer.
pub trait Len {
    fn len(&self) -> usize;
}
impl<T> Len for [T] {
    fn len(&self) -> usize {
        unsafe { transmute::<&[T], (usize, usize)>(self).1 }
    }
}

extern "rust-intrinsic" {
    fn transmute<T, U>(x: T) -> U;
}

/// A trait with a required and a default method.
pub trait Describe {
    fn id(&self) -> i64;
    fn describe(&self) -> i64 {
        self.id() + 1000
    }
}
impl Describe for i32 {
    fn id(&self) -> i64 {
        *self as i64
    }
}

/// A generic type with methods.
pub struct Pair<T> {
    pub a: T,
    pub b: T,
}
impl<T: Copy + Add<Output = T>> Pair<T> {
    pub fn new(a: T, b: T) -> Pair<T> {
        Pair { a, b }
    }
    pub fn sum(&self) -> T {
        self.a + self.b
    }
}
impl<T: Describe> Describe for Pair<T> {
    fn id(&self) -> i64 {
        self.a.id() * 100 + self.b.id()
    }
}

/// A type with a destructor.
pub struct Noisy(pub i32);
impl Drop for Noisy {
    fn drop(&mut self) {
        unsafe { printf(c("lib drop %d\n\0"), self.0); }
    }
}

/// Statics: immutable, mutable, and one holding a reference.
pub static GREETING: &str = "from the library";
pub static mut CALLS: u32 = 0;
pub static TABLE: [i32; 4] = [2, 3, 5, 7];
pub static FIRST: &i32 = &TABLE[0];
pub const LIMIT: usize = 3;

/// A non-generic function touching a static mut.
pub fn count_call() -> u32 {
    unsafe {
        CALLS = CALLS + 1;
        CALLS
    }
}

/// A generic function that calls a non-generic one of this crate.
pub fn apply_twice<T, F: Fn(T) -> T>(x: T, f: F) -> T {
    count_call();
    f(f(x))
}

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
#[lang = "generator"]
pub trait Generator<R = ()> {
    type Yield;
    #[lang = "generator_return"]
    type Return;
}
