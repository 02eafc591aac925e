// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// BTreeMap/BTreeSet range queries with every bound kind, and range_mut.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;
use core::ops::Bound::{Excluded, Included, Unbounded};

fn run() {
    let m: BTreeMap<u32, char> = (0..20).map(|i| (i * 5, (b'a' + i as u8) as char)).collect();
    println!("{:?}", m.range(10..30).collect::<Vec<_>>());
    println!("{:?}", m.range(12..=40).collect::<Vec<_>>());
    println!("{:?}", m.range(..15).collect::<Vec<_>>());
    println!("{:?}", m.range(85..).collect::<Vec<_>>());
    println!("{:?}", m.range((Excluded(10), Included(20))).collect::<Vec<_>>());
    println!("{:?}", m.range((Unbounded, Excluded(5))).collect::<Vec<_>>());
    println!("{:?}", m.range(30..30).count());
    println!("{:?}", m.range(11..14).count());
    println!("{:?}", m.range(40..).next());
    println!("{:?}", m.range(..=41).next_back());
    println!("{:?}", m.range(20..60).rev().map(|(k, _)| k).collect::<Vec<_>>());
    let mut mm = m.clone();
    for (_, v) in mm.range_mut(50..70) {
        *v = v.to_ascii_uppercase();
    }
    println!("{:?}", mm.values().collect::<alloc::string::String>());
    let s: BTreeSet<i32> = [5, -3, 12, 0, 8, 99, -40].into_iter().collect();
    println!("{:?}", s.range(0..).collect::<Vec<_>>());
    println!("{:?}", s.range(-10..10).collect::<Vec<_>>());
    println!("{:?}", s.range(..0).rev().collect::<Vec<_>>());
    let floor = |x: i32| s.range(..=x).next_back().copied();
    let ceil = |x: i32| s.range(x..).next().copied();
    for x in [-50, -3, 1, 50, 100] {
        println!("{} floor={:?} ceil={:?}", x, floor(x), ceil(x));
    }
    let names: BTreeSet<&str> = ["ann", "bob", "beth", "carl", "bea"].into_iter().collect();
    println!("{:?}", names.range("b".."c").collect::<Vec<_>>());
}
