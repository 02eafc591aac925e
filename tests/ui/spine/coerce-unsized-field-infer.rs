// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A struct field whose type has a CoerceUnsized impl (like NonNull),
// given a generic constructor's result: the coercion is not an unsizing
// one while the source type is still unknown, so the types unify (as in
// rustc) and the constructor's parameter is inferred. Also: a pointer
// cast between `*const T` and `*mut T` for a `T: ?Sized` parameter.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct P<T: ?Sized> {
    p: *const T,
}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<P<U>> for P<T> {}
impl<T> P<T> {
    fn dangling() -> Self {
        P { p: 8 as *const T }
    }
}
struct V<T> {
    ptr: P<T>,
    len: usize,
}
impl<T> V<T> {
    fn new() -> Self {
        V { ptr: P::dangling(), len: 0 }
    }
}
fn as_mut<T: ?Sized>(p: *const T) -> *mut T {
    p as *mut T
}
fn main() {
    let v: V<i32> = V::new();
    let x = 5i32;
    let m = as_mut(&x as *const i32);
    unsafe {
        printf(c("%d %d %d\n\0"), v.ptr.p as usize as i32, v.len as i32, *m);
    }
}
