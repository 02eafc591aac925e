// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// contains, starts_with, iter().position/rposition, first/last, concat and join of slices.
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
    let v = [10, 20, 30, 20, 10];
    println!("{} {}", v.contains(&30), v.contains(&40));
    println!("{} {}", v.starts_with(&[10, 20]), v.ends_with(&[10]));
    println!("{:?} {:?}", v.iter().position(|&x| x == 20), v.iter().rposition(|&x| x == 20));
    println!("{:?} {:?} {:?}", v.first(), v.last(), v.get(7));
    println!("{:?}", v.strip_prefix(&[10, 20]));
    println!("{:?}", v.strip_suffix(&[5]));
    let nested = [[1, 2], [3, 4], [5, 6]];
    println!("{:?}", nested.concat());
    let parts: [&[i32]; 3] = [&[1], &[2, 3], &[]];
    println!("{:?}", parts.join(&0));
    println!("{:?}", parts.concat());
    let mut d = alloc::vec![1, 1, 2, 3, 3, 3, 1, 4, 4];
    d.dedup();
    println!("{:?}", d);
    let mut e = alloc::vec![1, 2, 4, 5, 7, 8, 10];
    e.dedup_by(|a, b| *a - *b == 1);
    println!("{:?}", e);
    let mut f = alloc::vec!["a", "A", "b", "B", "b"];
    f.dedup_by_key(|s| s.to_lowercase());
    println!("{:?}", f);
    println!("{:?}", v.iter().max());
    println!("{}", v.is_empty());
    println!("{:?}", v.repeat(2));
    let mut m = [5, 4, 3];
    if let Some(x) = m.first_mut() {
        *x = 0;
    }
    if let Some((last, rest)) = m.split_last_mut() {
        *last += rest.iter().sum::<i32>();
    }
    println!("{:?}", m);
    let arr2: Vec<[u8; 2]> = alloc::vec![[1, 2], [3, 4]];
    println!("{:?}", arr2.iter().flatten().collect::<Vec<_>>());
    println!("{}", [1.5f32, 2.5].iter().any(|x| *x > 2.0));
    println!("{:?}", [3, 1, 2].iter().copied().min());
    println!("{:?}", (&v[1..4]).iter().eq([20, 30, 20].iter()));
}
