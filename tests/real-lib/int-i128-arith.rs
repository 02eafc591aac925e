// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// i128 arithmetic: signs, division rounding, overflow checks, conversions.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

fn run() {
    println!("{} {}", i128::MIN, i128::MAX);
    let a: i128 = -170141183460469231731687303715884105000;
    let b: i128 = 98765432109876543210;
    println!("{} {} {} {}", a / b, a % b, a.div_euclid(b), a.rem_euclid(b));
    println!("{} {}", -a / -b, a / -b);
    println!("{:?} {:?}", i128::MIN.checked_neg(), i128::MIN.checked_div(-1));
    println!("{:?} {:?}", i128::MAX.overflowing_add(1), i128::MIN.wrapping_sub(1));
    println!("{} {}", i128::MAX.saturating_mul(2), i128::MIN.saturating_mul(3));
    println!("{} {}", (-1i128 >> 100), (-1i128 as u128) >> 100);
    println!("{}", gcd(1071 * 1_000_000_000_000_000_000, 462 * 1_000_000_000_000_000));
    let mut p: i128 = 1;
    for _ in 0..41 {
        p *= -7;
    }
    println!("{}", p);
    println!("{} {} {}", (-12345i128).abs(), (-3i128).signum(), (5i128).pow(50));
    println!("{} {}", i128::from(i64::MIN) * 2, (i64::MIN as i128 * i64::MIN as i128));
    println!("{} {}", (-1.5e30f64) as i128, 1e40f64 as i128);
    println!("{} {}", (-2i128).pow(127), 7i128.leading_zeros());
    println!("{:?}", [i128::MAX / -3, i128::MIN / 3, i128::MIN % 10]);
    let xs: [i128; 4] = [3, -9, 27, -81];
    println!("{} {}", xs.iter().sum::<i128>(), xs.iter().product::<i128>());
    println!("{:?}", xs.iter().map(|x| x.rem_euclid(5)).collect::<alloc::vec::Vec<_>>());
    println!("{}", (i128::MAX as f64));
}
