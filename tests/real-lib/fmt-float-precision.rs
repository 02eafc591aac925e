// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Float formatting with precisions, widths and fills.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let xs = [0.0f64, 1.0, 0.5, 1.0 / 3.0, 2.0 / 3.0, 123.456, -0.001234, 1e10, 9.999, 0.125];
    for x in xs {
        println!("{x} | {x:.0} | {x:.1} | {x:.2} | {x:.5} | {x:10.3} | {x:<10.3}| {x:*^12.4}");
    }
    println!("{:.0} {:.0} {:.0} {:.0}", 0.5f64, 1.5f64, 2.5f64, -0.5f64);
    println!("{:.1} {:.1} {:.1}", 0.05f64, 0.15f64, 0.25f64);
    println!("{:.20}", 0.1f64);
    println!("{:.30}", 1.0f64 / 7.0);
    println!("{:.3}", 1e300f64);
    println!("{:.2} {:.2}", f64::MAX, f64::MIN_POSITIVE);
    println!("{:.3} {:8.2} {:+.1}", 2.0f32 / 3.0, 7.25f32, 0.05f32);
    let p = 4;
    println!("{:.p$} {:.*} {:.prec$}", 3.14159265, 1, 2.71828, 1.41421356, prec = 3);
    println!("{:08.2} {:+08.2} {:08.2}", 3.14159, 3.14159, -3.14159);
}
