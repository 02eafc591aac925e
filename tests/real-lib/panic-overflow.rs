// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: integer overflow in a debug build panics (debug assertions are on without -O).
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn add_all(xs: &[u8]) -> u8 {
    let mut s = 0u8;
    for x in xs {
        s += *x;
        println!("partial {}", s);
    }
    s
}

fn run() {
    println!("{}", add_all(&[100, 100, 100]));
}
