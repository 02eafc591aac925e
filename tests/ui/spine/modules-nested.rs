// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Nested modules, visibility, `use` with renames and `self`/`super`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

mod outer {
    pub mod inner {
        pub fn f() -> i32 {
            super::helper() + 1
        }
        pub struct S(pub i32);
    }
    fn helper() -> i32 {
        10
    }
    pub use self::inner::S as Renamed;
}
use outer::inner;
fn main() {
    let s = outer::Renamed(5);
    unsafe { printf(c("%d %d\n\0"), inner::f(), s.0); }
}
