// build-fail
// An integer intrinsic instantiated with a struct: rustc's E0511 when the
// call is generated (it used to be an internal error in rcc's codegen).
#![feature(core_intrinsics)]
#![crate_type = "rlib"]

use std::intrinsics;

#[derive(Copy, Clone)]
pub struct Foo(i64);

pub fn test_cttz(v: Foo) -> Foo {
    intrinsics::cttz(v) //~ ERROR E0511
}
