// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Checked, wrapping, saturating and overflowing integer arithmetic.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    println!("{:?} {:?} {:?}", 250u8.checked_add(5), 250u8.checked_add(6), 5u8.checked_sub(6));
    println!("{:?} {:?} {:?}", i32::MAX.checked_mul(2), (-7i32).checked_div(0), i32::MIN.checked_div(-1));
    println!("{:?} {:?}", 7i32.checked_rem(0), i64::MIN.checked_neg());
    println!("{:?} {:?}", 1u32.checked_shl(32), 1u32.checked_shl(31));
    println!("{} {} {}", 250u8.wrapping_add(10), 0u8.wrapping_sub(1), 200u8.wrapping_mul(3));
    println!("{} {} {}", i8::MIN.wrapping_neg(), i8::MIN.wrapping_abs(), (-128i8).wrapping_div(-1));
    println!("{} {}", 1u16.wrapping_shl(17), (-1i16).wrapping_shr(20));
    println!("{} {} {}", 250u8.saturating_add(10), 5u8.saturating_sub(10), i16::MIN.saturating_sub(1));
    println!("{} {} {}", i32::MAX.saturating_mul(-2), (-5i8).saturating_mul(100), i8::MIN.saturating_abs());
    println!("{:?} {:?}", 255u8.overflowing_add(1), 100i8.overflowing_add(27));
    println!("{:?} {:?}", 100i8.overflowing_add(28), 0u32.overflowing_sub(1));
    println!("{:?} {:?}", i64::MAX.overflowing_mul(3), i32::MIN.overflowing_neg());
    println!("{} {} {}", 7i32.pow(3), 2u64.pow(63), (-3i64).pow(5));
    println!("{:?} {:?} {}", 2u8.checked_pow(8), 3u32.checked_pow(20), 3u8.wrapping_pow(5));
    println!("{} {}", 10u8.saturating_pow(3), (-2i8).saturating_pow(9));
    println!("{} {} {} {}", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
    println!("{} {} {} {}", (-7i32).div_euclid(2), (-7i32).rem_euclid(2), 7i32.div_euclid(-2), 7i32.rem_euclid(-2));
    println!("{} {} {}", (-7i32).abs(), (-7i32).signum(), 0i32.signum());
    println!("{} {} {}", 10u32.abs_diff(3), 3u32.abs_diff(10), (-5i32).abs_diff(7));
    println!("{} {}", i8::MIN.unsigned_abs(), (-1i64).unsigned_abs());
    let mut acc = 1u64;
    for i in 1..=20u64 {
        acc = acc.wrapping_mul(i);
    }
    println!("20! = {}", acc);
    let mut h = 0u32;
    for b in b"hello world" {
        h = h.wrapping_mul(31).wrapping_add(*b as u32);
    }
    println!("hash {}", h);
}
