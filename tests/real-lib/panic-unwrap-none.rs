// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: Option::unwrap on None panics with the caller's location.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let v: alloc::vec::Vec<i32> = alloc::vec![1, 2, 3];
    println!("before {}", v.len());
    let x: Option<i32> = v.iter().copied().find(|x| *x > 5);
    let y = x.unwrap();
    println!("unreachable {}", y);
}
