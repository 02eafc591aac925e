// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// binary_search, binary_search_by(_key), partition_point on sorted slices.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let v = [1, 3, 3, 3, 5, 8, 13, 21, 34];
    for x in [0, 1, 3, 4, 13, 34, 35] {
        let r = v.binary_search(&x);
        let found = match r {
            Ok(i) => v[i] == x,
            Err(i) => i == v.len() || v[i] > x,
        };
        println!("{} -> {:?} {}", x, r.is_ok(), found);
    }
    println!("{:?} {:?} {:?}", v.binary_search(&1), v.binary_search(&8), v.binary_search(&100));
    println!("{:?} {:?}", v.binary_search(&0), v.binary_search(&6));
    let pairs = [(1, "a"), (2, "b"), (4, "d"), (8, "h")];
    println!("{:?}", pairs.binary_search_by_key(&4, |&(k, _)| k));
    println!("{:?}", pairs.binary_search_by_key(&5, |&(k, _)| k));
    println!("{:?}", pairs.binary_search_by(|p| p.1.cmp("h")));
    println!("{}", v.partition_point(|&x| x < 5));
    println!("{}", v.partition_point(|&x| x <= 3));
    let empty: [i32; 0] = [];
    println!("{:?}", empty.binary_search(&1));
    let big: alloc::vec::Vec<u64> = (0..10000).map(|i| i * i).collect();
    println!("{:?} {:?}", big.binary_search(&(9999 * 9999)), big.binary_search(&50));
    println!("{:?}", big.binary_search(&(1234 * 1234)));
    let words = ["apple", "banana", "cherry", "date"];
    println!("{:?} {:?}", words.binary_search(&"cherry"), words.binary_search(&"coconut"));
    let fl = [0.5, 1.5, 2.5];
    println!("{:?}", fl.binary_search_by(|x| x.partial_cmp(&2.0).unwrap()));
    let pos = v.binary_search(&3).unwrap();
    println!("{}", v[pos]);
}
