// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// BTreeMap Entry API: or_insert, or_insert_with, and_modify, or_default, Occupied/Vacant.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::btree_map::{BTreeMap, Entry};
use alloc::string::String;
use alloc::vec::Vec;

fn run() {
    let mut m: BTreeMap<char, u32> = BTreeMap::new();
    for c in "mississippi".chars() {
        m.entry(c).and_modify(|n| *n += 1).or_insert(1);
    }
    println!("{:?}", m);
    let mut lists: BTreeMap<u8, Vec<&str>> = BTreeMap::new();
    for w in ["ant", "bee", "ape", "cat", "bat"] {
        lists.entry(w.as_bytes()[0]).or_default().push(w);
    }
    println!("{:?}", lists);
    let mut calls = 0;
    let mut cache: BTreeMap<u64, u64> = BTreeMap::new();
    for n in [5, 3, 5, 5, 3, 9] {
        let v = *cache.entry(n).or_insert_with(|| { calls += 1; n * n });
        print!("{} ", v);
    }
    println!("calls={}", calls);
    match m.entry('s') {
        Entry::Occupied(mut o) => {
            println!("occupied {} {}", o.key(), o.get());
            *o.get_mut() += 100;
            println!("now {}", o.get());
        }
        Entry::Vacant(_) => println!("vacant"),
    }
    match m.entry('z') {
        Entry::Occupied(_) => println!("occupied"),
        Entry::Vacant(v) => {
            println!("vacant {}", v.key());
            v.insert(26);
        }
    }
    if let Entry::Occupied(o) = m.entry('m') {
        println!("removed {:?}", o.remove_entry());
    }
    println!("{:?}", m);
    let key_len = m.entry('q').or_insert_with_key(|k| *k as u32);
    println!("{}", key_len);
    let mut names: BTreeMap<String, usize> = BTreeMap::new();
    for n in ["x", "yy", "x", "zzz", "yy", "x"] {
        *names.entry(String::from(n)).or_insert(0) += n.len();
    }
    println!("{:?}", names);
    println!("{:?}", m.entry('i').key());
}
