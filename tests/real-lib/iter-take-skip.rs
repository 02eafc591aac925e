// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// take, skip, take_while, skip_while, step_by, nth, last, by_ref.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;

fn run() {
    let v: Vec<u32> = (0..20).collect();
    println!("{:?}", v.iter().take(5).collect::<Vec<_>>());
    println!("{:?}", v.iter().skip(15).collect::<Vec<_>>());
    println!("{:?}", v.iter().take_while(|&&x| x * x < 30).collect::<Vec<_>>());
    println!("{:?}", v.iter().skip_while(|&&x| x < 17).collect::<Vec<_>>());
    println!("{:?}", v.iter().step_by(6).collect::<Vec<_>>());
    println!("{:?}", (0..101).step_by(25).rev().collect::<Vec<_>>());
    println!("{:?} {:?}", v.iter().nth(7), v.iter().nth(70));
    println!("{:?}", v.iter().last());
    let mut it = v.iter();
    let head: Vec<_> = it.by_ref().take(3).collect();
    let next: Vec<_> = it.by_ref().skip(2).take(2).collect();
    println!("{:?} {:?} {:?}", head, next, it.next());
    println!("{:?}", it.len());
    println!("{:?}", v.iter().skip(3).step_by(4).take(3).collect::<Vec<_>>());
    println!("{:?}", v.iter().rev().skip(2).take(3).collect::<Vec<_>>());
    println!("{:?}", v.iter().take(100).count());
    println!("{:?}", (1..).take_while(|x| x * x < 200).last());
    println!("{:?}", (1..).skip_while(|x| x % 7 != 0).step_by(7).take(4).collect::<Vec<_>>());
    let mut it2 = (1..10).into_iter();
    println!("{:?} {:?} {:?}", it2.nth(2), it2.nth(2), it2.next());
    println!("{:?}", (0..10).step_by(3).size_hint());
    println!("{:?}", "a,b,c,d".split(',').skip(1).take(2).collect::<Vec<_>>());
}
