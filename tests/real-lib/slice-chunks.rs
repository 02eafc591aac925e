// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// chunks, chunks_exact, rchunks, chunks_mut, split_first/last, group sums.
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
    let v: Vec<i32> = (1..=10).collect();
    println!("{:?}", v.chunks(3).collect::<Vec<_>>());
    println!("{:?}", v.chunks(5).map(|c| c.iter().sum::<i32>()).collect::<Vec<_>>());
    let mut ce = v.chunks_exact(4);
    println!("{:?}", ce.by_ref().collect::<Vec<_>>());
    println!("{:?}", ce.remainder());
    println!("{:?}", v.rchunks(3).collect::<Vec<_>>());
    println!("{:?}", v.rchunks_exact(3).remainder());
    println!("{:?}", v.chunks(3).rev().collect::<Vec<_>>());
    println!("{:?}", v.chunks(4).nth(2));
    println!("{} {}", v.chunks(3).len(), v.chunks(100).len());
    let mut m = v.clone();
    for (i, c) in m.chunks_mut(3).enumerate() {
        for x in c.iter_mut() {
            *x *= i as i32 + 1;
        }
    }
    println!("{:?}", m);
    for c in m.chunks_exact_mut(2) {
        c.swap(0, 1);
    }
    println!("{:?}", m);
    println!("{:?} {:?}", v.split_first(), v.split_last());
    println!("{:?}", v.split(|x| x % 4 == 0).collect::<Vec<_>>());
    println!("{:?}", v.splitn(2, |x| x % 3 == 0).collect::<Vec<_>>());
    println!("{:?}", v.rsplit(|x| *x == 5).collect::<Vec<_>>());
    let bytes = b"GET /index.html HTTP/1.1";
    let parts: Vec<&[u8]> = bytes.split(|b| *b == b' ').collect();
    println!("{:?}", parts.iter().map(|p| core::str::from_utf8(p).unwrap()).collect::<Vec<_>>());
    let hex: Vec<u8> = b"48656c6c6f".chunks(2).map(|c| u8::from_str_radix(core::str::from_utf8(c).unwrap(), 16).unwrap()).collect();
    println!("{:?}", core::str::from_utf8(&hex));
}
