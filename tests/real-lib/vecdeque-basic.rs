// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// VecDeque: push/pop at both ends, indexing, rotation, wrap-around, make_contiguous.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::VecDeque;
use alloc::vec::Vec;

fn run() {
    let mut d: VecDeque<i32> = VecDeque::new();
    for i in 0..5 {
        d.push_back(i);
        d.push_front(-i - 1);
    }
    println!("{:?} len={}", d, d.len());
    println!("{:?} {:?}", d.front(), d.back());
    println!("{:?} {:?}", d.pop_front(), d.pop_back());
    println!("{} {} {:?}", d[0], d[3], d.get(20));
    d.rotate_left(3);
    println!("{:?}", d);
    d.rotate_right(5);
    println!("{:?}", d);
    d.make_contiguous().sort();
    println!("{:?}", d);
    let (a, b) = d.as_slices();
    println!("{} {}", a.len() + b.len(), b.is_empty());
    d.insert(2, 100);
    println!("{:?}", d);
    println!("{:?} {:?}", d.remove(0), d);
    d.swap(0, 1);
    d.truncate(4);
    println!("{:?}", d);
    println!("{} {}", d.contains(&100), d.iter().rev().map(|x| x.to_string()).collect::<Vec<_>>().join(","));
    let mut w = VecDeque::with_capacity(4);
    for round in 0..6 {
        w.push_back(round);
        w.push_back(round + 10);
        w.pop_front();
    }
    println!("{:?}", w);
    w.retain(|x| x % 2 == 1);
    println!("{:?}", w);
    let mut e: VecDeque<char> = "hello".chars().collect();
    e.extend("!!".chars());
    println!("{}", e.iter().collect::<alloc::string::String>());
    let dr: Vec<char> = e.drain(1..4).collect();
    println!("{:?} {:?}", dr, e);
    let mut f = VecDeque::from(alloc::vec![1, 2, 3]);
    let mut g = VecDeque::from([4, 5]);
    f.append(&mut g);
    let tail = f.split_off(3);
    println!("{:?} {:?} {:?}", f, tail, g);
    for x in f.iter_mut() {
        *x *= 10;
    }
    println!("{:?}", Vec::from(f));
    let mut pal: VecDeque<char> = "racecar".chars().collect();
    let mut is_pal = true;
    while pal.len() > 1 {
        if pal.pop_front() != pal.pop_back() {
            is_pal = false;
        }
    }
    println!("palindrome {}", is_pal);
}
use alloc::string::ToString;
