// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// `{:e}` and `{:E}` of floats, with and without precision.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let xs = [1.0f64, 0.1, 123456.789, 1e-7, 6.02214076e23, -2.5e-300, 5e-324, 1.7976931348623157e308, 0.0, 10.0, 100.0];
    for x in xs {
        println!("{x:e} {x:E} {x:.2e} {x:.0e} {x:12.3e} {x:<14.1E}|");
    }
    for x in [1.5f32, 3.4028235e38, 1e-45, 0.3] {
        println!("{x:e} {x:.3e} {x:E}");
    }
    println!("{:e} {:e} {:e}", f64::NAN, f64::INFINITY, f64::NEG_INFINITY);
    println!("{:.1e} {:.1e} {:.1e}", 1.25, 1.35, 9.96);
    println!("{:.15e}", 1.0f64 / 3.0);
    println!("{:.40e}", 0.1f64);
    println!("{:e} {:e}", 12345678u32, 1u128 << 100);
}
