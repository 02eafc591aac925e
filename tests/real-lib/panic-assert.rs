// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: assert_eq! failure shows both sides and a custom message.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let a = alloc::vec![1, 2, 3];
    let b: alloc::vec::Vec<i32> = a.iter().map(|x| x * 2).collect();
    assert!(b.len() == 3, "length {}", b.len());
    assert_ne!(a, b);
    println!("checks passed so far");
    assert_eq!(a.iter().sum::<i32>() * 2, b.iter().sum::<i32>() + 1, "sums of {:?} and {:?}", a, b);
}
