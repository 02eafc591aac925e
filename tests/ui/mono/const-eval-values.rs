// build-pass
// compile-flags: -C panic=abort -Zstop-after=mono -Zprint-mono-items=lazy
// rustc-env:RCC_PRINT_ALLOCS=1
// The const evaluator's memory images of statics: const fn calls,
// loops, array repeats sized by consts, enum discriminants (explicit and
// implicit), tagged and niche-encoded enums, references to consts
// (nested allocations) and to other statics (relocations).
#![feature(no_core, lang_items, start, auto_traits)]
#![no_core]
#![allow(unused)]
#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "receiver"] pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl<T: ?Sized> Receiver for &mut T {}
#[lang = "structural_peq"] pub trait StructuralPartialEq {}
#[lang = "structural_teq"] pub trait StructuralEq {}
#[lang = "destruct"] pub trait Destruct {}
#[lang = "drop"] pub trait Drop { fn drop(&mut self); }
#[lang = "drop_in_place"]
#[allow(unconditional_recursion)]
pub unsafe fn drop_in_place<T: ?Sized>(to_drop: *mut T) { drop_in_place(to_drop); }
#[lang = "freeze"] pub unsafe auto trait Freeze {}
#[lang = "sync"] pub unsafe trait Sync {}
unsafe impl Sync for isize {}
unsafe impl Sync for i32 {}
unsafe impl Sync for u8 {}
unsafe impl<T: Sync, const N: usize> Sync for [T; N] {}
unsafe impl<T: Sync + ?Sized> Sync for &T {}
unsafe impl<T> Sync for Option<T> {}
unsafe impl Sync for Pair {}
impl Copy for i32 {}
impl Copy for u8 {}
impl Copy for isize {}
impl Copy for usize {}
impl Copy for E {}
#[lang = "add"] pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
impl Add for u8 { type Output = u8; fn add(self, rhs: u8) -> u8 { self + rhs } }
impl Add for isize { type Output = isize; fn add(self, rhs: isize) -> isize { self + rhs } }
impl Add for usize { type Output = usize; fn add(self, rhs: usize) -> usize { self + rhs } }
#[lang = "mul"] pub trait Mul<Rhs = Self> { type Output; fn mul(self, rhs: Rhs) -> Self::Output; }
impl Mul for i32 { type Output = i32; fn mul(self, rhs: i32) -> i32 { self * rhs } }
#[lang = "partial_ord"] pub trait PartialOrd<Rhs: ?Sized = Self> { fn lt(&self, o: &Rhs) -> bool; }
impl PartialOrd for u8 { fn lt(&self, o: &u8) -> bool { *self < *o } }
#[lang = "panic_location"] struct Location { file: &'static str, line: u32, col: u32 }
#[lang = "panic"] #[track_caller] fn panic(_msg: &'static str) -> ! { loop {} }

enum Option<T> { None, Some(T) }
use Option::*;

const N: usize = 2 + 3;
const fn sq(x: i32) -> i32 { x * x }
const SQ: i32 = sq(7);
static A: [u8; N] = [1; N];
enum E { X = 3, Y = N as isize + 10, Z }
static D: isize = E::Z as isize;
static M: u8 = { let mut i = 0; let mut s = 0u8; while i < 10 { s = s + i; i = i + 1; } s };
static O: Option<i32> = Some(5);
static O2: Option<&i32> = None;
struct Pair { a: i32, b: &'static i32 }
static P: Pair = Pair { a: SQ, b: &SQ };
static R: &Pair = &P;

#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize {
    let _ = (&A, &D, &M, &O, &O2, &R);
    0
}
