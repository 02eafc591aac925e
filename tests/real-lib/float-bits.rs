// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// to_bits/from_bits, arithmetic with exact results, min/max/recip and conversions.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    for x in [1.0f64, -2.0, 0.1, f64::INFINITY, -0.0, 5e-324] {
        println!("{:?} {:#018x}", x, x.to_bits());
    }
    for x in [1.0f32, 0.1, -1.5, f32::MIN_POSITIVE] {
        println!("{:?} {:#010x}", x, x.to_bits());
    }
    println!("{:?} {:?}", f64::from_bits(0x4009_21fb_5444_2d18), f32::from_bits(0x4049_0fdb));
    println!("{:?}", f64::from_bits(0x7ff8_0000_0000_0000).is_nan());
    println!("{:?}", f64::from_bits(1));
    println!("{:?} {:?} {:?}", 0.1 + 0.2, 0.1f32 + 0.2f32, 1.0 - 0.9);
    println!("{:?} {:?}", 1e16 + 1.0, (1e16 + 2.0) - 1e16);
    println!("{:?} {:?} {:?}", 7.0f64 % 2.5, -7.0f64 % 2.5, 2.0f64.recip());
    println!("{:?} {:?}", 180.0f64.to_radians(), core::f64::consts::PI.to_degrees());
    println!("{:?} {:?} {:?}", core::f64::consts::E, core::f64::consts::SQRT_2, core::f32::consts::LN_2);
    println!("{:?} {:?}", 1.5f64.max(-2.0), 1.5f64.min(-2.0));
    println!("{:?} {:?}", 1.1f32 as f64, 1.1f64 as f32);
    println!("{:?} {:?}", (0.1f64 as f32) as f64, 16777217u32 as f32);
    println!("{} {}", f64::MANTISSA_DIGITS, f32::DIGITS);
    println!("{} {} {}", f64::MAX_EXP, f64::MIN_EXP, f64::MAX_10_EXP);
    let mut sum = 0.0f64;
    for i in 1..=1000 {
        sum += 1.0 / (i as f64 * i as f64);
    }
    println!("{:?}", sum);
    let mut k = 0.0f32;
    for _ in 0..100 {
        k += 0.01;
    }
    println!("{:?}", k);
    let mut v = 1.0f64;
    let mut n = 0;
    while 1.0 + v != 1.0 {
        v /= 2.0;
        n += 1;
    }
    println!("{} {:?}", n, v);
}
