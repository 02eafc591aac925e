// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// zip, unzip, chain, enumerate, cycle+take, repeat, once, empty, successors.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;
use core::iter;

fn run() {
    let a = [1, 2, 3, 4];
    let b = ["one", "two", "three"];
    println!("{:?}", a.iter().zip(b.iter()).collect::<Vec<_>>());
    let (l, r): (Vec<i32>, Vec<char>) = [(1, 'a'), (2, 'b'), (3, 'c')].iter().cloned().unzip();
    println!("{:?} {:?}", l, r);
    println!("{:?}", a.iter().chain([9, 8].iter()).collect::<Vec<_>>());
    println!("{:?}", b.iter().enumerate().map(|(i, s)| alloc::format!("{}={}", i, s)).collect::<Vec<_>>());
    println!("{:?}", a.iter().cycle().take(10).collect::<Vec<_>>());
    println!("{:?}", iter::repeat("ab").take(3).collect::<alloc::string::String>());
    println!("{:?}", iter::once(0).chain(5..8).chain(iter::once(100)).collect::<Vec<_>>());
    println!("{:?}", iter::empty::<u8>().next());
    println!("{:?}", iter::successors(Some(1u32), |x| x.checked_mul(10)).collect::<Vec<_>>());
    println!("{:?}", iter::successors(Some(27u64), |&x| if x == 1 { None } else if x % 2 == 0 { Some(x / 2) } else { Some(3 * x + 1) }).count());
    let mut n = 0;
    println!("{:?}", iter::from_fn(|| { n += 1; if n < 5 { Some(n * n) } else { None } }).collect::<Vec<_>>());
    println!("{:?}", iter::repeat_with(|| 7).take(2).collect::<Vec<_>>());
    let dot: i32 = a.iter().zip(a.iter().skip(1)).map(|(x, y)| x * y).sum();
    println!("{}", dot);
    println!("{:?}", (0..3).zip(10..).zip("xyz".chars()).collect::<Vec<_>>());
    println!("{:?}", a.iter().rev().enumerate().collect::<Vec<_>>());
    println!("{}", (1..4).chain(7..9).rev().map(|x| x.to_string()).collect::<Vec<_>>().join(","));
    println!("{:?}", a.iter().zip(b).size_hint());
}
use alloc::string::ToString;
