// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// type_name gives the type's path as rustc prints it.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::type_name;
struct Local;
fn main() {
    print_str(type_name::<i32>());
    print_str(" ");
    print_str(type_name::<(u8, &str)>());
    print_str(" ");
    print_str(type_name::<[Option<f64>; 2]>());
    print_str(" ");
    print_str(type_name::<Local>());
    print_str("\n");
}
