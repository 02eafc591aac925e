// build-pass
// compile-flags: -C panic=abort -Zstop-after=mono -Zprint-mono-items=lazy
// rustc-env:RCC_PRINT_ALLOCS=1
// Relocations in evaluated statics: a fn pointer (RELOC_FN), a trait
// object (a nested allocation and RELOC_VTABLE); mono collects the fn,
// the vtable and its methods from them.
#![feature(no_core, lang_items, start, auto_traits)]
#![no_core]
#![allow(unused)]
#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
impl Copy for isize {}
#[lang = "receiver"] pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
#[lang = "sync"] pub unsafe auto trait Sync {}
#[lang = "freeze"] pub unsafe auto trait Freeze {}
#[lang = "structural_peq"] pub trait StructuralPartialEq {}
#[lang = "structural_teq"] pub trait StructuralEq {}
#[lang = "destruct"] pub trait Destruct {}
#[lang = "drop"] pub trait Drop { fn drop(&mut self); }
impl<T: ?Sized> Receiver for &mut T {}
#[lang = "drop_in_place"]
#[allow(unconditional_recursion)]
pub unsafe fn drop_in_place<T: ?Sized>(to_drop: *mut T) { drop_in_place(to_drop); }
#[lang = "unsize"] pub trait Unsize<T: ?Sized> {}
#[lang = "coerce_unsized"] pub trait CoerceUnsized<T> {}
impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b T {}
#[lang = "dispatch_from_dyn"] pub trait DispatchFromDyn<T> {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a U> for &'a T {}
trait Tr { fn get(&self) -> isize; }
struct S(isize);
impl Tr for S { fn get(&self) -> isize { self.0 } }
fn seven() -> isize { 7 }
#[lang = "panic_location"] struct Location { file: &'static str, line: u32, col: u32 }
#[lang = "panic"] #[track_caller] fn panic(_m: &'static str) -> ! { loop {} }
static F: fn() -> isize = seven;
static D: &(dyn Tr + Sync) = &S(5);
static SL: &[u8] = &[1, 2, 3];
static STR: &str = "hi";
#[start]
fn main(_argc: isize, _argv: *const *const u8) -> isize { let _ = D.get(); let _ = F(); 0 }
