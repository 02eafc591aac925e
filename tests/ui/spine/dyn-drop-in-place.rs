// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// drop_in_place on a *mut dyn Trait runs the concrete type's drop glue
// from the vtable.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait T {
    fn id(&self) -> i32;
}
struct Loud(i32);
impl T for Loud {
    fn id(&self) -> i32 {
        self.0
    }
}
impl Drop for Loud {
    fn drop(&mut self) {
        unsafe { printf(c("drop %d\n\0"), self.0); }
    }
}
fn main() {
    let mut x = ManuallyDrop { value: Loud(7) };
    let p: *mut dyn T = &mut x.value;
    unsafe {
        printf(c("id %d\n\0"), (*p).id());
        drop_in_place(p);
    }
    unsafe { printf(c("end\n\0")); }
}
