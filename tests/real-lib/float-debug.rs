// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Debug of floats (always a decimal point or exponent) and in containers.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec;

#[derive(Debug)]
struct P {
    x: f64,
    y: f32,
}

fn run() {
    let xs = [0.0f64, 1.0, -2.0, 0.5, 1e15, 1e16, 1e-4, 1e-5, 1e300, 123.0, f64::MAX, f64::MIN_POSITIVE, 5e-324];
    for x in xs {
        println!("{:?} {}", x, x);
    }
    println!("{:?} {:?} {:?}", f64::NAN, f64::INFINITY, -0.0f64);
    println!("{:?} {:?} {:?}", 1.0f32, 0.1f32, 1e-7f32);
    println!("{:?}", vec![1.0, 2.5, -3.25]);
    println!("{:?}", P { x: 1e21, y: 3.0 });
    println!("{:#?}", P { x: 0.1, y: -0.0 });
    println!("{:?} {:?}", Some(2.0f64), (1.5f32, 1e-10f64));
    println!("{:.3?} {:8.1?} {:e}", 1.0f64, 2.25f64, 1.0f64);
    println!("{:?}", [0.1f64; 3].iter().sum::<f64>());
}
