// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// BTreeSet: insert/remove/contains, union, intersection, difference, symmetric_difference, subsets.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message, map_first_last)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::BTreeSet;
use alloc::vec::Vec;

fn run() {
    let a: BTreeSet<i32> = (1..=10).filter(|x| x % 2 == 0).collect();
    let b: BTreeSet<i32> = (1..=10).filter(|x| x % 3 == 0).collect();
    println!("{:?} {:?}", a, b);
    println!("{:?}", a.union(&b).collect::<Vec<_>>());
    println!("{:?}", a.intersection(&b).collect::<Vec<_>>());
    println!("{:?}", a.difference(&b).collect::<Vec<_>>());
    println!("{:?}", a.symmetric_difference(&b).collect::<Vec<_>>());
    println!("{:?} {:?}", &a | &b, &a & &b);
    println!("{:?} {:?}", &a - &b, &a ^ &b);
    let small: BTreeSet<i32> = [2, 4].into_iter().collect();
    println!("{} {} {}", small.is_subset(&a), a.is_superset(&small), a.is_disjoint(&b));
    let mut s = BTreeSet::new();
    println!("{} {} {}", s.insert(3), s.insert(1), s.insert(3));
    println!("{} {}", s.contains(&1), s.remove(&1));
    println!("{:?} {:?}", s.first(), s.last());
    s.extend([9, 7, 8]);
    println!("{:?} {:?}", s.pop_first(), s.pop_last());
    println!("{:?} {}", s, s.len());
    let words: BTreeSet<&str> = "the quick brown fox jumps over the lazy dog the end".split(' ').collect();
    println!("{:?} {}", words, words.len());
    let chars: BTreeSet<char> = "hello world".chars().filter(|c| c.is_alphabetic()).collect();
    println!("{:?}", chars.iter().collect::<alloc::string::String>());
    let mut big = BTreeSet::new();
    for i in 0..1000u32 {
        big.insert((i * 7919) % 1000);
    }
    println!("{} {:?} {:?}", big.len(), big.first(), big.last());
    big.retain(|x| x % 100 == 0);
    println!("{:?}", big);
    let tail = big.split_off(&500);
    println!("{:?} {:?}", big, tail);
    println!("{:?}", big.get(&300));
    println!("{:?}", big.replace(300));
    println!("{:?}", big.take(&300));
    println!("{:?}", big.iter().rev().collect::<Vec<_>>());
}
