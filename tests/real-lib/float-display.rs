// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Display of f64/f32: shortest round-trip digits (Grisu with Dragon fallback).
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let xs = [0.1f64, 0.2, 0.1 + 0.2, 1.0 / 3.0, 100.0, 1e15, 1e16, 1e17, 1.5e-5, 123456789.125, 1152921504606846976.0, 5e-324, f64::MAX, f64::MIN_POSITIVE, f64::EPSILON, -0.0, 0.0, 4.35, 0.3, 9007199254740993.0];
    for x in xs {
        println!("{}", x);
    }
    let ys = [0.1f32, 0.2, 0.1 + 0.2, 1.0 / 3.0, 16777217.0, f32::MAX, f32::MIN_POSITIVE, 1e-45, 3.14159274, 7.0e-10];
    for y in ys {
        println!("{}", y);
    }
    let mut x = 1.0f64;
    for _ in 0..12 {
        x /= 7.0;
        print!("{} ", x);
    }
    println!();
    let mut y = 1.0f64;
    for _ in 0..10 {
        y *= 123.456;
        print!("{} ", y);
    }
    println!();
    println!("{} {} {}", f64::NAN, f64::INFINITY, -f64::INFINITY);
    println!("{} {}", f32::NAN, f32::NEG_INFINITY);
    println!("[{:>8}] [{:<8}] [{:^9}] [{:+}]", f64::NAN, f64::INFINITY, -f64::INFINITY, f64::INFINITY);
}
