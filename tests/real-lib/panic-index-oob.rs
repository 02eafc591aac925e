// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: indexing a Vec out of bounds panics with len and index.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let v: alloc::vec::Vec<u32> = (0..4).collect();
    let i = v.len() + 3;
    println!("sum {}", v.iter().sum::<u32>());
    println!("{}", v[i]);
}
