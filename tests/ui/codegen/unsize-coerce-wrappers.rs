// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Unsizing coercions through CoerceUnsized wrapper structs (core's
// Pin<&T>, NonNull<T>): the pointer inside the wrapper gets the vtable or
// length, whatever the wrapper's first generic argument is (a reference
// here, so its pointee is not the type being unsized), and with ZST
// fields before the pointer.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Show { fn show(&self) -> i32; }
impl Show for i32 { fn show(&self) -> i32 { *self } }
impl Show for [i32; 3] { fn show(&self) -> i32 { self[0] + self[1] + self[2] } }

// like Pin<P>: the generic argument is the pointer type itself
struct Pinned<P> { pointer: P }
impl<P: CoerceUnsized<U>, U> CoerceUnsized<Pinned<U>> for Pinned<P> {}

// like NonNull<T> with a ZST marker in front
struct Ptr<T: ?Sized> { marker: PhantomData<u8>, p: *const T }
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<Ptr<U>> for Ptr<T> {}

// a wrapper of a wrapper
struct Outer<T: ?Sized> { inner: Ptr<T> }
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<Outer<U>> for Outer<T> {}

fn pinned(p: Pinned<&dyn Show>) -> i32 { p.pointer.show() }
fn ptr(p: Ptr<dyn Show>) -> i32 { unsafe { (*p.p).show() } }
fn slice(p: Ptr<[i32]>) -> i32 { unsafe { (*p.p).len() as i32 } }
fn outer(o: Outer<dyn Show>) -> i32 { unsafe { (*o.inner.p).show() } }

fn main() {
    let x = 5i32;
    let a = [1, 2, 3];
    let px: Pinned<&i32> = Pinned { pointer: &x };
    let pa: Ptr<[i32; 3]> = Ptr { marker: PhantomData, p: &a as *const [i32; 3] };
    let pb: Ptr<[i32; 3]> = Ptr { marker: PhantomData, p: &a as *const [i32; 3] };
    let ox: Outer<i32> = Outer { inner: Ptr { marker: PhantomData, p: &x as *const i32 } };
    let r = pinned(px);
    let s = ptr(pa);
    let t = slice(pb);
    let u = outer(ox);
    unsafe { printf(c("%d %d %d %d\n\0"), r, s, t, u); }
}
