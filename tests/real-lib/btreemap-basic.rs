// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// BTreeMap: insert, get, remove, iteration order, keys/values, first/last, len.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message, map_first_last)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

fn run() {
    let mut m = BTreeMap::new();
    for (k, v) in [("delta", 4), ("alpha", 1), ("charlie", 3), ("bravo", 2), ("echo", 5)] {
        m.insert(k, v);
    }
    println!("{:?}", m);
    println!("{:?} {:?}", m.insert("alpha", 10), m.insert("foxtrot", 6));
    println!("{:?} {:?} {:?}", m.get("bravo"), m.get("zulu"), m.contains_key("echo"));
    println!("{:?} {:?}", m.remove("charlie"), m.remove("charlie"));
    println!("{:?}", m.keys().collect::<Vec<_>>());
    println!("{:?}", m.values().sum::<i32>());
    println!("{:?} {:?}", m.first_key_value(), m.last_key_value());
    if let Some(v) = m.get_mut("delta") {
        *v *= 100;
    }
    for v in m.values_mut() {
        *v += 1;
    }
    println!("{:?}", m);
    println!("{} {}", m.len(), m.is_empty());
    println!("{:?}", m.iter().rev().map(|(k, v)| alloc::format!("{}:{}", k, v)).collect::<Vec<_>>());
    println!("{:?} {:?}", m.pop_first(), m.pop_last());
    let words = "the cat and the dog and the bird";
    let mut freq: BTreeMap<&str, usize> = BTreeMap::new();
    for w in words.split(' ') {
        *freq.entry(w).or_insert(0) += 1;
    }
    println!("{:?}", freq);
    let by_len: BTreeMap<usize, Vec<&str>> = words.split(' ').fold(BTreeMap::new(), |mut acc, w| {
        acc.entry(w.len()).or_insert_with(Vec::new).push(w);
        acc
    });
    println!("{:?}", by_len);
    let owned: BTreeMap<String, Vec<u8>> = [(String::from("b"), alloc::vec![2]), (String::from("a"), alloc::vec![1, 1])].into_iter().collect();
    println!("{:?}", owned);
    let mut ints: BTreeMap<i64, i64> = BTreeMap::new();
    for i in -5..5 {
        ints.insert(i * i * i, i);
    }
    println!("{:?}", ints);
    ints.retain(|k, _| *k >= 0);
    println!("{:?}", ints.into_iter().collect::<Vec<_>>());
    let mut m2 = BTreeMap::from([(3, 'c'), (1, 'a')]);
    let mut m3 = BTreeMap::from([(2, 'b'), (3, 'C')]);
    m2.append(&mut m3);
    println!("{:?} {:?}", m2, m3);
    let hi = m2.split_off(&2);
    println!("{:?} {:?}", m2, hi);
}
