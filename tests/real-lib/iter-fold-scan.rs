// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// fold, rfold, try_fold, reduce, scan, sum/product and running totals.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;
use alloc::vec::Vec;

fn run() {
    let v = [3, 1, 4, 1, 5, 9, 2, 6];
    println!("{}", v.iter().fold(0, |a, x| a + x));
    println!("{}", v.iter().fold(String::new(), |mut s, x| { s.push_str(&alloc::format!("{}", x)); s }));
    println!("{}", v.iter().rfold(String::new(), |s, x| s + &alloc::format!("{}", x)));
    println!("{:?}", v.iter().copied().reduce(|a, b| a.max(b)));
    println!("{:?}", core::iter::empty::<i32>().reduce(|a, b| a + b));
    println!("{:?}", v.iter().scan(0, |acc, &x| { *acc += x; Some(*acc) }).collect::<Vec<_>>());
    println!("{:?}", v.iter().scan(1, |acc, &x| { *acc *= x; if *acc > 100 { None } else { Some(*acc) } }).collect::<Vec<_>>());
    println!("{:?}", v.iter().try_fold(0i8, |a, &x| a.checked_add(x as i8 * 10)));
    println!("{:?}", v.iter().try_fold(0u8, |a, &x| a.checked_mul(x as u8)));
    let r: Result<i32, &str> = v.iter().try_fold(0, |a, &x| if x == 9 { Err("nine") } else { Ok(a + x) });
    println!("{:?}", r);
    println!("{} {}", v.iter().sum::<i32>(), v.iter().product::<i32>());
    println!("{}", (1..=10).map(|x| x as f64).map(|x| 1.0 / x).sum::<f64>());
    println!("{:?}", (1..=5).fold(Vec::new(), |mut acc, x| { acc.insert(0, x); acc }));
    let fib = (0..10).scan((0u64, 1u64), |st, _| { let r = st.0; *st = (st.1, st.0 + st.1); Some(r) });
    println!("{:?}", fib.collect::<Vec<_>>());
    let words = ["the", "quick", "brown", "fox"];
    let longest = words.iter().fold("", |best, w| if w.len() > best.len() { w } else { best });
    println!("{}", longest);
    let mut count = 0;
    let r = (1..100).try_for_each(|x| { count += 1; if x * x > 50 { Err(x) } else { Ok(()) } });
    println!("{:?} {}", r, count);
    let s: Option<i32> = [Some(1), Some(2), Some(3)].iter().copied().sum();
    let t: Option<i32> = [Some(1), None, Some(3)].iter().copied().sum();
    println!("{:?} {:?}", s, t);
    let p: Result<i32, &str> = [Ok(2), Ok(5)].iter().cloned().product();
    println!("{:?}", p);
}
