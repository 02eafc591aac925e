// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// map, filter, filter_map, find, find_map, any/all, count, position.
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
    let v: Vec<i32> = (1..=12).collect();
    println!("{:?}", v.iter().map(|x| x * x).collect::<Vec<_>>());
    println!("{:?}", v.iter().filter(|&&x| x % 3 == 0).collect::<Vec<_>>());
    println!("{:?}", v.iter().filter_map(|&x| if x % 2 == 0 { Some(x / 2) } else { None }).collect::<Vec<_>>());
    println!("{:?} {:?}", v.iter().find(|&&x| x > 7), v.iter().find(|&&x| x > 70));
    println!("{:?}", ["a", "1", "b", "22"].iter().find_map(|s| s.parse::<u8>().ok()));
    println!("{} {}", v.iter().any(|&x| x == 5), v.iter().all(|&x| x > 0));
    println!("{}", v.iter().filter(|x| **x > 4).count());
    println!("{:?}", v.iter().position(|&x| x * x > 50));
    println!("{:?}", v.iter().map(|x| x % 4).filter(|x| *x != 0).map(|x| x * 10).collect::<Vec<_>>());
    let words = ["apple", "bob", "kayak", "rust", "level", "ab"];
    let pals: Vec<&str> = words.iter().copied().filter(|w| w.chars().eq(w.chars().rev())).collect();
    println!("{:?}", pals);
    println!("{:?}", words.iter().map(|w| w.len()).collect::<Vec<_>>());
    let mut calls = 0;
    let first = v.iter().map(|x| {
        calls += 1;
        x * 3
    }).find(|x| x % 7 == 0);
    println!("{:?} after {} calls", first, calls);
    println!("{:?}", v.iter().cloned().map_while(|x| if x < 5 { Some(x * 100) } else { None }).collect::<Vec<_>>());
    println!("{:?}", "a1b2c3".chars().filter(char::is_ascii_digit).collect::<alloc::string::String>());
    let mut it = v.iter().filter(|x| **x % 5 == 0);
    println!("{:?} {:?} {:?}", it.next(), it.next(), it.next());
    println!("{:?}", v.iter().inspect(|_| ()).map(|x| x + 1).last());
}
