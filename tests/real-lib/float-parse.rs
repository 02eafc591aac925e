// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// str::parse::<f64>() and ::<f32>(): decimal and exponent forms, specials, errors.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let inputs = ["0", "1", "-1", "+1.5", "3.14159", "1e3", "1E-3", "2.5e+10", ".5", "5.", "-.25e2", "1e400", "1e-400", "4.9e-324", "2.4e-324", "2.5e-324", "1.7976931348623157e308", "1.7976931348623159e308", "0.1", "0.30000000000000004", "123456789012345678901234567890", "9007199254740993", "inf", "-inf", "infinity", "NaN", "nan", "", "abc", "1.2.3", "1e", " 1", "1_000", "0x10", "-0", "0000000000000000000000001.5"];
    for s in inputs {
        match s.parse::<f64>() {
            Ok(v) => println!("{:?} -> {:?}", s, v),
            Err(e) => println!("{:?} -> error: {}", s, e),
        }
    }
    for s in ["0.1", "16777217", "3.4028235e38", "3.5e38", "1e-46", "1.17549435e-38", "-7.5"] {
        println!("{:?} -> {:?}", s, s.parse::<f32>());
    }
    let long = "0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000024703282292062327208828439643411068618252990130716238221279284125033775364";
    println!("{:?}", long.parse::<f64>());
    let ok = ["1.5", "2.25", "-0.125"].iter().map(|s| s.parse::<f64>().unwrap()).sum::<f64>();
    println!("{}", ok);
    let v: alloc::vec::Vec<f64> = "3.5 -1 2e2 0.001".split(' ').map(|s| s.parse().unwrap()).collect();
    println!("{:?}", v);
}
