// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// from_str_radix and parse for every integer width, with errors.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::num::IntErrorKind;

fn kind(e: &core::num::ParseIntError) -> &'static str {
    match e.kind() {
        IntErrorKind::Empty => "empty",
        IntErrorKind::InvalidDigit => "invalid digit",
        IntErrorKind::PosOverflow => "too big",
        IntErrorKind::NegOverflow => "too small",
        IntErrorKind::Zero => "zero",
        _ => "other",
    }
}

fn run() {
    println!("{:?}", u8::from_str_radix("ff", 16));
    println!("{:?}", u8::from_str_radix("FF", 16));
    println!("{:?}", u8::from_str_radix("100", 16));
    println!("{:?}", i8::from_str_radix("-80", 16));
    println!("{:?}", i8::from_str_radix("-81", 16));
    println!("{:?}", u16::from_str_radix("1111000011110000", 2));
    println!("{:?}", u32::from_str_radix("zz", 36));
    println!("{:?}", u32::from_str_radix("ZZ", 36));
    println!("{:?}", i32::from_str_radix("-777", 8));
    println!("{:?}", i32::from_str_radix("+42", 10));
    println!("{:?}", u64::from_str_radix("ffffffffffffffff", 16));
    println!("{:?}", i64::from_str_radix("-9223372036854775808", 10));
    println!("{:?}", u128::from_str_radix("ffffffffffffffffffffffffffffffff", 16));
    println!("{:?}", u128::from_str_radix("340282366920938463463374607431768211455", 10));
    println!("{:?}", u128::from_str_radix("340282366920938463463374607431768211456", 10));
    println!("{:?}", i128::from_str_radix("-170141183460469231731687303715884105728", 10));
    println!("{:?}", i128::from_str_radix("-1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", 2));
    println!("{:?}", usize::from_str_radix("1z", 36));
    println!("{:?}", isize::from_str_radix("-1", 3));
    for s in ["", "-", "+", "12a", "256", "-1", " 1", "0x10", "٣"] {
        match s.parse::<u8>() {
            Ok(v) => println!("{:?} -> {}", s, v),
            Err(e) => println!("{:?} -> {} ({})", s, kind(&e), e),
        }
    }
    for s in ["-129", "127", "-0", "+0", "--1"] {
        println!("{:?} -> {:?}", s, s.parse::<i8>().map_err(|e| kind(&e)));
    }
    println!("{:?}", "0".parse::<core::num::NonZeroU32>().map_err(|e| kind(&e)));
    println!("{:?}", "17".parse::<core::num::NonZeroU32>());
    println!("{:?}", "99999999999999999999".parse::<u64>().is_err());
}
