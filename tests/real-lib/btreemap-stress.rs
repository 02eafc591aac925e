// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// BTreeMap under many inserts and removals (node splits and merges), checked against a sorted Vec.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message, map_first_last)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::BTreeMap;
use alloc::vec::Vec;

fn lcg(s: &mut u64) -> u64 {
    *s = s.wrapping_mul(2862933555777941757).wrapping_add(3037000493);
    *s >> 40
}

fn run() {
    let mut m: BTreeMap<u64, u64> = BTreeMap::new();
    let mut reference: Vec<(u64, u64)> = Vec::new();
    let mut seed = 1;
    for step in 0..3000u64 {
        let k = lcg(&mut seed) % 700;
        if lcg(&mut seed) % 3 == 0 {
            let a = m.remove(&k);
            let b = match reference.binary_search_by_key(&k, |e| e.0) {
                Ok(i) => Some(reference.remove(i).1),
                Err(_) => None,
            };
            assert_eq!(a, b);
        } else {
            let a = m.insert(k, step);
            let b = match reference.binary_search_by_key(&k, |e| e.0) {
                Ok(i) => Some(core::mem::replace(&mut reference[i].1, step)),
                Err(i) => {
                    reference.insert(i, (k, step));
                    None
                }
            };
            assert_eq!(a, b);
        }
        if step % 500 == 499 {
            println!("step {} len {} first {:?} last {:?}", step + 1, m.len(), m.first_key_value(), m.last_key_value());
        }
    }
    let same = m.iter().map(|(k, v)| (*k, *v)).eq(reference.iter().copied());
    println!("same as reference: {}", same);
    println!("sum of keys {}", m.keys().sum::<u64>());
    let evens: Vec<u64> = m.keys().copied().filter(|k| k % 100 == 0).collect();
    println!("{:?}", evens);
    while m.len() > 5 {
        let k = *m.keys().nth(m.len() / 2).unwrap();
        m.remove(&k);
    }
    println!("{:?}", m);
    let mut strs: BTreeMap<alloc::string::String, usize> = BTreeMap::new();
    for i in 0..200 {
        strs.insert(alloc::format!("key{:03}", (i * 37) % 200), i);
    }
    println!("{} {:?} {:?}", strs.len(), strs.iter().next(), strs.iter().next_back());
    strs.clear();
    println!("{}", strs.is_empty());
}
