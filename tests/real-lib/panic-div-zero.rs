// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: integer division by zero panics.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn ratio(a: i32, b: i32) -> i32 {
    a / b
}

fn run() {
    let xs = [10, 5, 0];
    for b in xs {
        println!("100 / {} = {}", b, ratio(100, b));
    }
}
