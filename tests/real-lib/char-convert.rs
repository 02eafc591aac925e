// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Conversions between char, u8, u32 and strings; char arithmetic tricks.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

fn caesar(s: &str, k: u8) -> String {
    s.chars().map(|c| {
        if c.is_ascii_lowercase() {
            (((c as u8 - b'a' + k) % 26) + b'a') as char
        } else if c.is_ascii_uppercase() {
            (((c as u8 - b'A' + k) % 26) + b'A') as char
        } else {
            c
        }
    }).collect()
}

fn run() {
    println!("{} {} {}", char::from(65u8), u32::from('€'), 'z' as u8 - b'a');
    println!("{:?}", u8::try_from('é'));
    println!("{:?}", u8::try_from('~'));
    println!("{}", 'x'.to_string() + &'y'.to_string());
    let s: String = (0..26u8).map(|i| (b'a' + i) as char).collect();
    println!("{}", s);
    println!("{}", caesar("Hello, World!", 13));
    println!("{}", caesar(&caesar("Round Trip", 13), 13));
    let v: Vec<char> = "héllo".chars().collect();
    println!("{:?} {}", v, v.len());
    let back: String = v.iter().rev().collect();
    println!("{}", back);
    let codes: Vec<u32> = "aé€😀".chars().map(|c| c as u32).collect();
    println!("{:?}", codes);
    let n: u32 = "4096".chars().map(|c| c.to_digit(10).unwrap()).fold(0, |a, d| a * 10 + d);
    println!("{}", n);
    println!("{:?}", "x".parse::<char>());
    println!("{:?}", "xy".parse::<char>().is_err());
    println!("{:?}", "".parse::<char>().is_err());
    let mut bytes = [0u8; 8];
    let mut at = 0;
    for c in ['a', 'ñ', '€'] {
        at += c.encode_utf8(&mut bytes[at..]).len();
    }
    println!("{:?} {:?}", &bytes[..at], core::str::from_utf8(&bytes[..at]));
}
