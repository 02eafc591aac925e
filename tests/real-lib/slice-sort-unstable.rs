// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// sort_unstable, sort_unstable_by(_key), select_nth_unstable on many inputs.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;

fn lcg(seed: &mut u32) -> u32 {
    *seed = seed.wrapping_mul(1103515245).wrapping_add(12345);
    (*seed >> 16) & 0x7fff
}

fn run() {
    let mut seed = 7;
    for n in [0usize, 1, 2, 5, 20, 100, 1000, 5000] {
        let mut v: Vec<u32> = (0..n).map(|_| lcg(&mut seed) % 100).collect();
        let sum: u32 = v.iter().sum();
        v.sort_unstable();
        let ok = v.windows(2).all(|w| w[0] <= w[1]);
        println!("n={} sorted={} sum={} first={:?} last={:?}", n, ok, sum, v.first(), v.last());
    }
    let mut v: Vec<i32> = (0..30).map(|i| (i * 37) % 31 - 15).collect();
    v.sort_unstable_by(|a, b| b.cmp(a));
    println!("{:?}", v);
    v.sort_unstable_by_key(|x| x.abs());
    println!("{:?}", v.iter().map(|x| x.abs()).collect::<Vec<_>>());
    let mut w: Vec<u32> = (0..101).map(|_| lcg(&mut seed)).collect();
    let (_, median, _) = w.select_nth_unstable(50);
    let median = *median;
    w.sort_unstable();
    println!("median {} {}", median, median == w[50]);
    let mut desc: Vec<i32> = (0..1000).rev().collect();
    desc.sort_unstable();
    println!("{:?} {:?}", &desc[..5], &desc[995..]);
    let mut same = [3u8; 64];
    same.sort_unstable();
    println!("{}", same.iter().all(|&x| x == 3));
    let mut tuples = [(2, 'b'), (1, 'z'), (2, 'a'), (1, 'a')];
    tuples.sort_unstable();
    println!("{:?}", tuples);
}
