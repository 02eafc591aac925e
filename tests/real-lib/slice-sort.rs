// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Stable sorts: sort, sort_by, sort_by_key, sort_by_cached_key; is_sorted checks.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;
use alloc::vec;

#[derive(Debug, Clone)]
struct Rec {
    name: &'static str,
    age: u32,
}

fn lcg(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *seed >> 33
}

fn run() {
    let mut v = vec![5, 3, 8, 1, 9, 2, 7, 3, 5, 0];
    v.sort();
    println!("{:?}", v);
    v.sort_by(|a, b| b.cmp(a));
    println!("{:?}", v);
    let mut r = vec![
        Rec { name: "ann", age: 30 }, Rec { name: "bob", age: 25 }, Rec { name: "cid", age: 30 },
        Rec { name: "dan", age: 25 }, Rec { name: "eve", age: 35 }, Rec { name: "fay", age: 30 },
    ];
    r.sort_by_key(|x| x.age);
    println!("{:?}", r.iter().map(|x| x.name).collect::<Vec<_>>());
    r.sort_by(|a, b| b.age.cmp(&a.age).then(a.name.cmp(b.name)));
    println!("{:?}", r.iter().map(|x| (x.name, x.age)).collect::<Vec<_>>());
    let mut words = vec!["delta", "Alpha", "charlie", "bravo", "echo", "ab"];
    words.sort_by_cached_key(|w| w.len());
    println!("{:?}", words);
    let mut seed = 42;
    let mut big: Vec<u64> = (0..2000).map(|_| lcg(&mut seed) % 1000).collect();
    big.sort();
    println!("{} {} {} {}", big[0], big[999], big[1999], big.windows(2).all(|w| w[0] <= w[1]));
    let mut pairs: Vec<(u64, usize)> = (0..500).map(|i| (lcg(&mut seed) % 10, i)).collect();
    pairs.sort_by_key(|p| p.0);
    let stable = pairs.windows(2).all(|w| w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[0].1 < w[1].1));
    println!("stable {}", stable);
    let mut fl = vec![2.5, -1.0, 3.25, 0.0, -7.5];
    fl.sort_by(|a: &f64, b| a.partial_cmp(b).unwrap());
    println!("{:?}", fl);
    let mut chars: Vec<char> = "sorting".chars().collect();
    chars.sort();
    println!("{}", chars.iter().collect::<alloc::string::String>());
    let mut empty: Vec<i32> = vec![];
    empty.sort();
    println!("{:?}", empty);
    let mut strs = vec![alloc::string::String::from("b"), "a".into(), "c".into()];
    strs.sort();
    strs.reverse();
    println!("{:?}", strs);
}
