// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// A hand-written Iterator and DoubleEndedIterator used with the std adapters.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;

struct Countdown(u32);
impl Iterator for Countdown {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            None
        } else {
            self.0 -= 1;
            Some(self.0 + 1)
        }
    }
}

struct Span {
    lo: i32,
    hi: i32,
}
impl Iterator for Span {
    type Item = i32;
    fn next(&mut self) -> Option<i32> {
        if self.lo >= self.hi { return None; }
        self.lo += 1;
        Some(self.lo - 1)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.hi - self.lo).max(0) as usize;
        (n, Some(n))
    }
}
impl DoubleEndedIterator for Span {
    fn next_back(&mut self) -> Option<i32> {
        if self.lo >= self.hi { return None; }
        self.hi -= 1;
        Some(self.hi)
    }
}
impl ExactSizeIterator for Span {}

struct Fib {
    a: u64,
    b: u64,
}
impl Iterator for Fib {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        let r = self.a;
        self.a = self.b;
        self.b = self.b.checked_add(r)?;
        Some(r)
    }
}

fn run() {
    println!("{:?}", Countdown(5).collect::<Vec<_>>());
    println!("{}", Countdown(100).sum::<u32>());
    println!("{:?}", Countdown(6).filter(|x| x % 2 == 1).map(|x| x * x).collect::<Vec<_>>());
    println!("{:?}", Span { lo: 3, hi: 8 }.rev().collect::<Vec<_>>());
    let s = Span { lo: -2, hi: 4 };
    println!("{}", s.len());
    let mut s2 = Span { lo: 0, hi: 10 };
    println!("{:?} {:?} {:?}", s2.next(), s2.next_back(), s2.len());
    println!("{:?}", s2.zip(Countdown(3)).collect::<Vec<_>>());
    println!("{:?}", Fib { a: 0, b: 1 }.take(15).collect::<Vec<_>>());
    println!("{}", Fib { a: 0, b: 1 }.count());
    println!("{:?}", Fib { a: 0, b: 1 }.last());
    println!("{:?}", Fib { a: 0, b: 1 }.skip_while(|x| *x < 1000).next());
    let mut by = Countdown(10);
    let firsts: Vec<u32> = by.by_ref().take(2).collect();
    println!("{:?} {:?}", firsts, by.collect::<Vec<_>>());
    for (i, x) in (Span { lo: 5, hi: 7 }).enumerate() {
        println!("{} {}", i, x);
    }
}
