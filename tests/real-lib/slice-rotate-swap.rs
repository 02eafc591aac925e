// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// rotate_left/right, reverse, swap, swap_with_slice, split_at_mut.
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
    let mut v: Vec<i32> = (0..10).collect();
    v.rotate_left(3);
    println!("{:?}", v);
    v.rotate_right(5);
    println!("{:?}", v);
    v.rotate_left(0);
    v.rotate_right(10);
    println!("{:?}", v);
    v[2..7].rotate_left(1);
    println!("{:?}", v);
    v.reverse();
    println!("{:?}", v);
    v.swap(0, 9);
    println!("{:?}", v);
    let (a, b) = v.split_at_mut(5);
    a.swap_with_slice(b);
    println!("{:?}", v);
    let (x, y) = v.split_at_mut(3);
    x[0] += y[0];
    println!("{:?}", v);
    let mut big: Vec<u32> = (0..1000).collect();
    big.rotate_left(333);
    println!("{:?} {:?}", &big[..3], &big[997..]);
    big.rotate_right(333);
    println!("{}", big.iter().enumerate().all(|(i, &x)| i as u32 == x));
    let mut s = *b"hello world";
    s.reverse();
    println!("{}", core::str::from_utf8(&s).unwrap());
    s[..5].reverse();
    s[6..].reverse();
    println!("{}", core::str::from_utf8(&s).unwrap());
    let mut arr = [1, 2, 3, 4, 5, 6];
    for i in 0..3 {
        arr.swap(i, 5 - i);
    }
    println!("{:?}", arr);
    let mut strs = ["a", "b", "c", "d"];
    strs.rotate_left(1);
    println!("{:?}", strs);
}
