// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Converting between Option and Result: transpose, ok_or, collect, ? on Option.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;

fn first_even_square(v: &[i32]) -> Option<i32> {
    let x = v.iter().find(|x| *x % 2 == 0)?;
    Some(x * x)
}

fn parse_pair(s: &str) -> Option<(i32, i32)> {
    let (a, b) = s.split_once(',')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}

fn run() {
    println!("{:?} {:?}", first_even_square(&[1, 3, 4, 6]), first_even_square(&[1, 3]));
    for s in ["1,2", " 3 , 4 ", "5", "x,1", "1,"] {
        println!("{:?} -> {:?}", s, parse_pair(s));
    }
    let a: Option<Result<i32, &str>> = Some(Ok(1));
    let b: Option<Result<i32, &str>> = Some(Err("e"));
    let c: Option<Result<i32, &str>> = None;
    println!("{:?} {:?} {:?}", a.transpose(), b.transpose(), c.transpose());
    let r: Result<Option<i32>, &str> = Ok(None);
    println!("{:?}", r.transpose());
    let all: Option<Vec<i32>> = [Some(1), Some(2)].into_iter().collect();
    let some_none: Option<Vec<i32>> = [Some(1), None].into_iter().collect();
    println!("{:?} {:?}", all, some_none);
    let rs: Result<Vec<u8>, alloc::string::String> = ["1", "2", "300"].iter().map(|s| s.parse::<u8>().map_err(|e| alloc::format!("{}: {}", s, e))).collect();
    println!("{:?}", rs);
    let (oks, errs): (Vec<_>, Vec<_>) = ["1", "a", "3", "b"].iter().map(|s| s.parse::<i32>()).partition(|r| r.is_ok());
    println!("{:?} {}", oks.into_iter().map(Result::unwrap).collect::<Vec<_>>(), errs.len());
    println!("{:?}", Some(3).ok_or("missing").and_then(|x: i32| x.checked_sub(5).ok_or("underflow")));
    println!("{:?}", Ok::<i32, ()>(3).ok().filter(|x| x % 2 == 1));
    println!("{:?}", Err::<i32, &str>("e").err().map(|e| e.len()));
    let v = [Some(1), None, Some(5)];
    println!("{:?}", v.iter().flatten().sum::<i32>());
    println!("{:?}", v.iter().map(|o| o.map_or(0, |x| x * 2)).collect::<Vec<_>>());
    println!("{}", v.iter().filter_map(|x| *x).count());
    let words = ["3", "x", "7"];
    println!("{:?}", words.iter().flat_map(|w| w.parse::<i32>()).collect::<Vec<_>>());
    println!("{:?}", Some(5).into_iter().chain(None).chain(Some(6)).collect::<Vec<_>>());
}
