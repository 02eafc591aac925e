// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Formatting 128-bit integers in every radix and with widths and signs.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let vals: [u128; 5] = [0, 1, 1 << 64, u128::MAX, 0x1234_5678_9abc_def0_0fed_cba9_8765_4321];
    for v in vals {
        println!("{v}");
        println!("{v:x} {v:#X}");
        println!("{v:o}");
        println!("{v:b}");
        println!("{v:>45}|{v:<45}|");
        println!("{v:050} {v:e}");
    }
    let s: [i128; 4] = [-1, i128::MIN, i128::MAX, -98765432109876543210987654321];
    for v in s {
        println!("{v} {v:+} {v:x} {v:#b}");
        println!("[{v:^+50}] [{v:+050}] {v:?} {v:e}");
    }
    println!("{:?}", [1u128, 2, 3]);
    println!("{:#?}", (u128::MAX, i128::MIN));
}
