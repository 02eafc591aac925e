// run-fail
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A run-fail program: a second mutable borrow of a RefCell panics.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::cell::RefCell;

fn run() {
    let c = RefCell::new(alloc::vec![1]);
    let first = c.borrow_mut();
    println!("first borrow has {} items", first.len());
    let second = c.borrow_mut();
    println!("unreachable {} {}", first.len(), second.len());
}
