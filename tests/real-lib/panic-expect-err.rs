// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: Result::expect on Err shows the message and the error's Debug.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    println!("parsing");
    let r: Result<u8, core::num::ParseIntError> = "300".parse::<u8>();
    let v = r.expect("config value out of range");
    println!("unreachable {}", v);
}
