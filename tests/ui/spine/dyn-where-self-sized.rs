// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A trait with a generic method excluded from the vtable by
// `where Self: Sized` is still object-safe.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Visit {
    fn id(&self) -> i32;
    fn with<F: Fn(i32) -> i32>(&self, f: F) -> i32
    where
        Self: Sized,
    {
        f(self.id())
    }
}
struct N(i32);
impl Visit for N {
    fn id(&self) -> i32 {
        self.0
    }
}
fn main() {
    let n = N(6);
    let d: &dyn Visit = &n;
    unsafe { printf(c("%d %d\n\0"), d.id(), n.with(|x| x * 7)); }
}
