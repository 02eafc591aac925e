// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// `as` casts, From, TryFrom and TryInto between integer types.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::convert::TryFrom;

fn run() {
    println!("{} {} {}", 300i32 as u8, -1i32 as u8, -1i8 as u32);
    println!("{} {} {}", 200u8 as i8, 65535u16 as i16, u64::MAX as i32);
    println!("{} {}", -1i64 as usize, i32::MIN as i64);
    println!("{} {} {}", 3.99f64 as i32, -3.99f64 as i32, -1.5f64 as u8);
    println!("{} {} {}", 1e10f64 as i32, f64::NAN as i32, f64::NEG_INFINITY as i64);
    println!("{} {}", 255.5f32 as u8, 256.0f32 as u8);
    println!("{} {} {}", 'A' as u32, 97u8 as char, '\u{1F600}' as u8);
    println!("{} {}", true as i32, false as u8);
    println!("{} {}", u32::MAX as f32, u64::MAX as f64);
    println!("{} {}", i64::MAX as f64 as i64, (1u64 << 53) as f64 + 1.0);
    println!("{} {} {}", u16::from(200u8), i32::from(-5i8), u64::from(true));
    println!("{} {}", i64::from(u32::MAX), f64::from(3u32));
    println!("{:?} {:?}", u8::try_from(255i32), u8::try_from(256i32));
    println!("{:?} {:?}", i8::try_from(-129i64), u32::try_from(-1i32));
    println!("{:?} {:?}", usize::try_from(5u128), i128::try_from(u128::MAX));
    let r: Result<u16, _> = 70000u32.try_into();
    println!("{:?}", r);
    match u8::try_from(1000u16) {
        Ok(v) => println!("ok {}", v),
        Err(e) => println!("err: {}", e),
    }
    println!("{:?}", char::try_from(0x41u32));
    println!("{:?}", char::try_from(0xD800u32).is_err());
    println!("{:?}", char::from_u32(0x10FFFF));
    let xs: [i16; 5] = [-300, -1, 0, 127, 1000];
    for x in xs {
        println!("{} -> {:?} {:?} {}", x, i8::try_from(x).ok(), u8::try_from(x).ok(), x as u8);
    }
}
