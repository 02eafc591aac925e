// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// windows: moving sums, local maxima, pairwise differences, run detection.
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
    let v = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];
    println!("{:?}", v.windows(2).collect::<Vec<_>>());
    println!("{:?}", v.windows(3).map(|w| w.iter().sum::<i32>()).collect::<Vec<_>>());
    println!("{:?}", v.windows(2).map(|w| w[1] - w[0]).collect::<Vec<_>>());
    let peaks: Vec<usize> = v.windows(3).enumerate().filter(|(_, w)| w[1] > w[0] && w[1] > w[2]).map(|(i, _)| i + 1).collect();
    println!("{:?}", peaks);
    println!("{}", v.windows(11).count());
    println!("{}", v.windows(12).count());
    println!("{:?}", v.windows(4).rev().next());
    println!("{:?}", v.windows(4).last());
    println!("{:?}", v.windows(5).max_by_key(|w| w.iter().sum::<i32>()));
    let s = b"aaabccdddd";
    let mut runs = Vec::new();
    let mut start = 0;
    for (i, w) in s.windows(2).enumerate() {
        if w[0] != w[1] {
            runs.push((s[start] as char, i + 1 - start));
            start = i + 1;
        }
    }
    runs.push((s[start] as char, s.len() - start));
    println!("{:?}", runs);
    let inc = [1, 2, 2, 5];
    println!("{}", inc.windows(2).all(|w| w[0] <= w[1]));
    let text = "abcabcab";
    let count = text.as_bytes().windows(3).filter(|w| *w == b"abc").count();
    println!("{}", count);
    println!("{:?}", v.windows(3).nth(4));
}
