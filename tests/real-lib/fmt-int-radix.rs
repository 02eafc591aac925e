// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Integers in hex, octal and binary, with `#`, `0` and widths.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let vals: [u32; 5] = [0, 1, 255, 4096, 0xdead_beef];
    for v in vals {
        println!("{v} {v:x} {v:X} {v:o} {v:b}");
        println!("{v:#x} {v:#X} {v:#o} {v:#b}");
        println!("[{v:010x}] [{v:#010x}] [{v:>10x}] [{v:<#10b}]");
    }
    let n: i32 = -1;
    println!("{:x} {:o} {:b}", n, n, n);
    let n8: i8 = -128;
    println!("{:x} {:#x} {:b}", n8, n8, n8);
    println!("{:x} {:X}", u64::MAX, i64::MIN);
    println!("{:#06x} {:#06b} {:#6o}", 5u8, 5u8, 8u16);
    println!("{:#x?} {:x?} {:X?}", [10u8, 11, 12], [255u16, 16], (171u8, 205u8));
    println!("{:#04x?}", [1u8, 2]);
    println!("{:02x}{:02x}{:02x}", 1u8, 0xabu8, 0x10u8);
    println!("{:e} {:E}", 1234u32, 1200000u64);
    println!("{:e} {:e} {:e}", 0u8, -56i32, 100i64);
}
