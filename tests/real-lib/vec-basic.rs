// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Vec: push/pop, indexing, insert/remove, swap_remove, truncate, clear, capacity.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec;
use alloc::vec::Vec;

fn run() {
    let mut v = Vec::new();
    for i in 0..10 {
        v.push(i * i);
    }
    println!("{:?} len={}", v, v.len());
    println!("{:?} {:?}", v.pop(), v.last());
    v.insert(0, -1);
    v.insert(3, 100);
    println!("{:?}", v);
    println!("{} {:?}", v.remove(1), v);
    println!("{} {:?}", v.swap_remove(0), v);
    v.truncate(4);
    println!("{:?}", v);
    v.clear();
    println!("{:?} {}", v, v.is_empty());
    let w = vec![7u8; 5];
    println!("{:?}", w);
    let mut c: Vec<u64> = Vec::with_capacity(10);
    println!("{} {}", c.len(), c.capacity() >= 10);
    c.extend([1, 2, 3]);
    c.shrink_to_fit();
    println!("{} {}", c.len(), c.capacity() >= 3);
    c.reserve(100);
    println!("{}", c.capacity() >= 103);
    let mut m = vec![vec![0; 3]; 2];
    m[1][2] = 5;
    m[0][0] = 1;
    println!("{:?}", m);
    let mut s = vec!["a", "b"];
    s.extend_from_slice(&["c", "d"]);
    s.resize(6, "z");
    println!("{:?}", s);
    s.resize(2, "");
    println!("{:?}", s);
    let mut n = 0;
    let mut r = Vec::new();
    r.resize_with(4, || { n += 1; n * 11 });
    println!("{:?}", r);
    println!("{:?}", r.iter().rev().collect::<Vec<_>>());
    println!("{}", r == vec![11, 22, 33, 44]);
    println!("{:?} {:?}", r.get(1), r.get(9));
    if let Some(x) = r.get_mut(2) {
        *x = 0;
    }
    println!("{:?} {}", r, r.contains(&0));
    let boxed: alloc::boxed::Box<[i32]> = r.into_boxed_slice();
    println!("{:?} {}", boxed, boxed.len());
    let back = boxed.into_vec();
    println!("{:?}", back);
    let big: Vec<u32> = (0..100_000).collect();
    println!("{} {}", big.len(), big.iter().map(|&x| x as u64).sum::<u64>());
}
