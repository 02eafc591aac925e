// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// peekable, next_if, rev, double-ended iteration, ExactSizeIterator and size_hint.
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

fn tokens(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = s.chars().peekable();
    while let Some(&c) = it.peek() {
        if c.is_ascii_digit() {
            let mut n = String::new();
            while let Some(d) = it.next_if(|c| c.is_ascii_digit()) {
                n.push(d);
            }
            out.push(n);
        } else if c == ' ' {
            it.next();
        } else {
            out.push(String::from(c));
            it.next();
        }
    }
    out
}

fn run() {
    println!("{:?}", tokens("12+345 * (6-78)"));
    let mut p = [1, 2, 3].iter().peekable();
    let a = p.peek().copied();
    let b = p.next();
    println!("{:?} {:?} {:?}", a, b, p.peek());
    println!("{:?} {:?}", p.next_if_eq(&&9), p.next_if_eq(&&2));
    if let Some(x) = p.peek_mut() {
        println!("peek_mut {}", x);
    }
    println!("{:?} {:?}", p.next(), p.peek());
    let v = [10, 20, 30, 40, 50];
    let mut it = v.iter();
    println!("{:?} {:?} {:?} {:?}", it.next(), it.next_back(), it.next(), it.next_back());
    println!("{:?} {}", it.as_slice(), it.len());
    println!("{:?}", v.iter().rev().map(|x| x / 10).collect::<Vec<_>>());
    println!("{:?}", (0..5).rev().step_by(2).collect::<Vec<_>>());
    println!("{:?}", v.iter().rposition(|&x| x < 35));
    println!("{:?}", v.iter().rfind(|&&x| x % 20 == 0));
    println!("{:?}", v.iter().nth_back(1));
    println!("{:?} {:?}", (0..10).size_hint(), (0..10).filter(|x| x % 2 == 0).size_hint());
    println!("{:?}", v.iter().chain(v.iter()).size_hint());
    println!("{:?}", "héllo".chars().size_hint());
    println!("{}", (1..=100).rev().take(3).map(|x| alloc::format!("{}", x)).collect::<Vec<_>>().join(" "));
    let mut de = (1..=6).into_iter();
    let mut alt = Vec::new();
    loop {
        match (de.next(), de.next_back()) {
            (Some(a), Some(b)) => { alt.push(a); alt.push(b); }
            (Some(a), None) => { alt.push(a); break; }
            _ => break,
        }
    }
    println!("{:?}", alt);
}
