// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// min/max(_by/_by_key), cmp/partial_cmp/eq/lt of iterators, is_sorted-like checks.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;

#[derive(Debug, Clone, Copy)]
struct P {
    name: &'static str,
    score: i32,
}

fn run() {
    let v: [i32; 6] = [4, -2, 9, 9, -7, 0];
    println!("{:?} {:?}", v.iter().max(), v.iter().min());
    println!("{:?} {:?}", v.iter().max_by_key(|x| x.abs()), v.iter().min_by_key(|x| x.abs()));
    println!("{:?}", v.iter().enumerate().max_by_key(|(_, &x)| x));
    println!("{:?}", v.iter().enumerate().min_by_key(|(_, &x)| x));
    println!("{:?}", v.iter().max_by(|a, b| b.cmp(a)));
    let ps = [P { name: "a", score: 3 }, P { name: "b", score: 7 }, P { name: "c", score: 7 }, P { name: "d", score: 1 }];
    println!("{:?}", ps.iter().max_by_key(|p| p.score).map(|p| p.name));
    println!("{:?}", ps.iter().min_by_key(|p| p.score).map(|p| p.name));
    let fl = [2.5, -1.0, 7.25, 3.0];
    println!("{:?}", fl.iter().cloned().fold(f64::NEG_INFINITY, f64::max));
    println!("{:?}", fl.iter().max_by(|a, b| a.partial_cmp(b).unwrap()));
    println!("{:?}", [1, 2, 3].iter().cmp([1, 2, 4].iter()));
    println!("{:?}", [1, 2].iter().cmp([1, 2, 0].iter()));
    println!("{:?}", [1.0, f64::NAN].iter().partial_cmp([1.0, 2.0].iter()));
    println!("{} {}", (1..4).eq([1, 2, 3].iter().cloned()), (1..4).lt(1..3));
    println!("{} {}", "abc".chars().ne("abd".chars()), [3].iter().ge([2, 9].iter()));
    let sorted = |s: &[i32]| s.windows(2).all(|w| w[0] <= w[1]);
    println!("{} {}", sorted(&[1, 2, 2, 5]), sorted(&v));
    let empty: Vec<i32> = Vec::new();
    println!("{:?} {:?}", empty.iter().max(), empty.iter().min_by_key(|x| **x));
    println!("{:?}", ["bb", "a", "ccc", "dd"].iter().max_by_key(|s| s.len()));
    println!("{:?}", ["bb", "a", "ccc", "dd"].iter().min_by(|a, b| a.len().cmp(&b.len()).then(b.cmp(a))));
}
