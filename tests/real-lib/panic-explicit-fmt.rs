// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: panic! with a formatted message, after output on stdout.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn check(depth: u32) {
    if depth == 3 {
        panic!("depth {} reached: {:?} / {:>5}", depth, ("a", 1), 'x');
    }
    println!("depth {}", depth);
    check(depth + 1);
}

fn run() {
    check(0);
}
