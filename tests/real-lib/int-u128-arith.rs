// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// u128 arithmetic: multiplication, division, shifts, and large constants.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn fact(n: u32) -> u128 {
    (1..=n as u128).product()
}

fn fib(n: u32) -> u128 {
    let (mut a, mut b) = (0u128, 1u128);
    for _ in 0..n {
        let t = a + b;
        a = b;
        b = t;
    }
    a
}

fn run() {
    println!("{}", u128::MAX);
    println!("{}", fact(34));
    println!("{}", fib(185));
    let a: u128 = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210;
    let b: u128 = 0xffff_ffff_ffff_fffd;
    println!("{} {}", a, b);
    println!("{} {}", a / b, a % b);
    println!("{}", a.wrapping_mul(b));
    println!("{:?}", a.checked_mul(b));
    println!("{:?}", (a >> 64).checked_mul(b));
    println!("{} {}", a << 7, a >> 100);
    println!("{} {}", a & b, a | b ^ 0xff);
    println!("{} {} {}", a.count_ones(), a.leading_zeros(), a.trailing_zeros());
    println!("{}", u128::MAX / 3);
    println!("{}", u128::MAX % 1_000_000_007);
    println!("{}", 10u128.pow(38));
    println!("{:?}", 10u128.checked_pow(39));
    let mut x: u128 = 1;
    for i in 0..40 {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(i);
    }
    println!("{}", x);
    let big = 1u128 << 127;
    println!("{} {}", big, big.rotate_left(3));
    println!("{} {}", (big - 1) as u64, (big + 12345) as f64);
    println!("{} {}", u128::from(u64::MAX) * u128::from(u64::MAX), (u64::MAX as u128 + 1).pow(1));
    let v = 340282366920938463463374607431768211455u128;
    println!("{}", v == u128::MAX);
    println!("{:?}", (v / 7, v % 7, v / 10_000_000_000_000_000_000));
}
