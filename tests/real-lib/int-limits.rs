// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// MIN/MAX of every integer type, min/max/clamp and comparisons.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    println!("u8 {} {}", u8::MIN, u8::MAX);
    println!("u16 {} {}", u16::MIN, u16::MAX);
    println!("u32 {} {}", u32::MIN, u32::MAX);
    println!("u64 {} {}", u64::MIN, u64::MAX);
    println!("usize {} {}", usize::MIN, usize::MAX);
    println!("i8 {} {}", i8::MIN, i8::MAX);
    println!("i16 {} {}", i16::MIN, i16::MAX);
    println!("i32 {} {}", i32::MIN, i32::MAX);
    println!("i64 {} {}", i64::MIN, i64::MAX);
    println!("isize {} {}", isize::MIN, isize::MAX);
    println!("{} {} {}", 3.min(7), 3.max(7), 15.clamp(0, 10));
    println!("{} {}", (-5i32).clamp(-2, 2), 1u8.clamp(2, 4));
    println!("{:?} {:?}", 1.cmp(&2), 2u64.partial_cmp(&2));
    println!("{:?}", core::cmp::max_by_key(-3i32, 2, |x| x.abs()));
    println!("{:?}", core::cmp::min_by(5u8, 3, |a, b| b.cmp(a)));
    let mut xs = [5i64, -2, i64::MAX, 0, i64::MIN, 7];
    xs.sort();
    println!("{:?}", xs);
    println!("{:?} {:?}", xs.iter().max(), xs.iter().min());
    println!("{}", core::mem::size_of::<u128>() + core::mem::size_of::<usize>());
    println!("{} {}", core::mem::align_of::<u64>(), core::mem::size_of::<Option<core::num::NonZeroU32>>());
    let nz = core::num::NonZeroU8::new(9).unwrap();
    println!("{} {:?} {:?}", nz, nz, core::num::NonZeroI64::new(0));
    println!("{}", nz.get() * 2);
}
