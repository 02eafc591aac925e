// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// f32 and f64 with precision and exponent formats near rounding boundaries.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let xs = [0.5f64, 0.05, 0.005, 1.005, 2.675, 1.45, 0.045, 1e21, 1e-21, 123456.5];
    for x in xs {
        println!("{} {:.1} {:.2} {:.3} {:e} {:.1e} {:.3e}", x, x, x, x, x, x, x);
    }
    let ys = [0.5f32, 0.05, 1.005, 2.675, 1e21, 1e-21, 3.0e38, 1.0e-40];
    for y in ys {
        println!("{} {:.1} {:.2} {:.3} {:e} {:.1e} {:.3e}", y, y, y, y, y, y, y);
    }
    println!("{:.100}", 1e-100f64);
    println!("{:.60e}", 5e-324f64);
    println!("{:.17} {:.17}", 0.1f64, 1.0f64 / 3.0);
    println!("{:.9} {:.9}", 0.1f32, 1.0f32 / 3.0);
    println!("{:20.10e}|{:<20.4E}|", 299792458.0f64, 6.626e-34);
}
