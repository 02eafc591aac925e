// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// NaN, infinities, signed zero, subnormals: classification and comparisons.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::num::FpCategory;

fn cat(x: f64) -> &'static str {
    match x.classify() {
        FpCategory::Nan => "nan",
        FpCategory::Infinite => "infinite",
        FpCategory::Zero => "zero",
        FpCategory::Subnormal => "subnormal",
        FpCategory::Normal => "normal",
    }
}

fn run() {
    let xs = [0.0f64, -0.0, 1.0, f64::MIN_POSITIVE, f64::MIN_POSITIVE / 2.0, 5e-324, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, f64::MAX];
    for x in xs {
        println!("{:?}: {} nan={} inf={} fin={} normal={} pos={} neg={}", x, cat(x), x.is_nan(), x.is_infinite(), x.is_finite(), x.is_normal(), x.is_sign_positive(), x.is_sign_negative());
    }
    let nan = f64::NAN;
    println!("{} {} {} {}", nan == nan, nan < 1.0, nan > 1.0, nan != nan);
    println!("{:?} {:?}", nan.partial_cmp(&1.0), 1.0f64.partial_cmp(&2.0));
    println!("{} {}", 0.0 == -0.0, 1.0 / 0.0f64 == f64::INFINITY);
    println!("{:?} {:?}", 1.0 / -0.0f64, -1.0 / f64::INFINITY);
    println!("{:?} {:?}", f64::INFINITY - f64::INFINITY, 0.0f64 / 0.0);
    println!("{:?} {:?} {:?}", f64::NAN.max(1.0), 2.0f64.min(f64::NAN), f64::NAN.min(f64::NAN));
    println!("{:?} {:?}", (-5.0f64).max(0.0), 3.0f64.clamp(-1.0, 1.0));
    println!("{:?}", f64::MAX * 2.0);
    println!("{:?} {:?}", f64::MIN_POSITIVE / 4.0, 5e-324 / 2.0);
    println!("{:?}", f32::NAN.is_nan() && f32::INFINITY > f32::MAX);
    let mut v = [3.0, -0.0, f64::NAN, -1.0, 0.0, f64::INFINITY, f64::NEG_INFINITY, -f64::NAN];
    v.sort_by(|a, b| a.total_cmp(b));
    println!("{:?}", v);
    println!("{:?}", v.iter().map(|x| x.is_sign_negative()).collect::<alloc::vec::Vec<_>>());
}
