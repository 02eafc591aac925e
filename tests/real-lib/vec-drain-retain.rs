// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Vec: drain, retain, retain_mut, split_off, append, splice, dedup, drain_filter-free patterns.
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
use alloc::string::String;

fn run() {
    let mut v: Vec<i32> = (1..=10).collect();
    let d: Vec<i32> = v.drain(2..5).collect();
    println!("{:?} {:?}", d, v);
    let all: Vec<i32> = v.drain(..).rev().collect();
    println!("{:?} {:?}", all, v);
    let mut w: Vec<i32> = (1..=12).collect();
    w.retain(|x| x % 3 != 0);
    println!("{:?}", w);
    w.retain_mut(|x| { *x *= 2; *x < 15 });
    println!("{:?}", w);
    let mut a = vec![1, 2, 3, 4, 5];
    let tail = a.split_off(3);
    println!("{:?} {:?}", a, tail);
    let mut b = vec![9, 8];
    a.append(&mut b);
    println!("{:?} {:?}", a, b);
    let removed: Vec<i32> = a.splice(1..3, [100, 200, 300]).collect();
    println!("{:?} {:?}", a, removed);
    let mut strs: Vec<String> = ["a", "bb", "ccc", "dd"].iter().map(|s| String::from(*s)).collect();
    let taken: Vec<String> = strs.drain(1..3).collect();
    println!("{:?} {:?}", strs, taken);
    {
        let mut dr = strs.drain(..);
        println!("{:?}", dr.next());
    }
    println!("{:?}", strs);
    let mut e = vec![1, 1, 1, 2, 2, 3, 1];
    e.dedup();
    println!("{:?}", e);
    let mut words = vec!["apple", "avocado", "banana", "blueberry", "cherry"];
    words.dedup_by_key(|w| w.chars().next());
    println!("{:?}", words);
    let mut big: Vec<u32> = (0..1000).collect();
    big.retain(|x| x % 7 == 0);
    println!("{} {:?}", big.len(), &big[big.len() - 3..]);
    let mut q = vec![String::from("x"); 3];
    q.drain(1..);
    println!("{:?}", q);
    let mut nested = vec![vec![1], vec![2, 3]];
    let inner = nested.remove(0);
    nested.push(inner);
    println!("{:?}", nested);
}
