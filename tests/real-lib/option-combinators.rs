// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Option: map, and_then, or_else, filter, take, replace, zip, xor, get_or_insert.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;

fn half(x: i32) -> Option<i32> {
    if x % 2 == 0 { Some(x / 2) } else { None }
}

fn run() {
    let a = Some(8);
    let n: Option<i32> = None;
    println!("{:?} {:?}", a.map(|x| x + 1), n.map(|x| x + 1));
    println!("{:?} {:?}", a.and_then(half).and_then(half), a.and_then(half).and_then(half).and_then(half).and_then(half));
    println!("{:?} {:?}", n.or(Some(3)), a.or(Some(3)));
    println!("{:?} {:?}", n.or_else(|| Some(4)), a.xor(Some(1)));
    println!("{:?} {:?}", a.xor(n), n.xor(n));
    println!("{:?} {:?}", a.filter(|x| *x > 10), a.filter(|x| *x > 1));
    println!("{} {} {}", a.unwrap_or(0), n.unwrap_or(0), n.unwrap_or_default());
    println!("{} {}", n.unwrap_or_else(|| -1), a.map_or(0, |x| x * 3));
    println!("{}", n.map_or_else(|| 99, |x| x * 3));
    println!("{} {} {}", a.is_some(), n.is_none(), a.contains_like(8));
    let mut t = Some(5);
    let taken = t.take();
    println!("{:?} {:?}", taken, t);
    let mut r = Some(1);
    let old = r.replace(2);
    println!("{:?} {:?}", old, r);
    let mut g: Option<String> = None;
    g.get_or_insert_with(|| String::from("init")).push('!');
    println!("{:?}", g);
    let mut h = Some(10);
    *h.get_or_insert(0) += 1;
    println!("{:?}", h);
    println!("{:?} {:?}", a.zip(Some('c')), a.zip(None::<u8>));
    println!("{:?}", Some((1, "x")).map(|(a, b)| (b, a)));
    println!("{:?} {:?}", a.and(Some("b")), n.and(Some("b")));
    let s = Some(String::from("hello"));
    println!("{:?} {:?}", s.as_deref(), s.as_ref().map(|s| s.len()));
    let mut m = Some(3);
    if let Some(x) = m.as_mut() {
        *x *= 7;
    }
    println!("{:?}", m);
    println!("{:?}", Some(Some(4)).flatten());
    println!("{:?}", a.iter().chain(n.iter()).collect::<alloc::vec::Vec<_>>());
    println!("{:?} {:?}", a.ok_or("none"), n.ok_or_else(|| "none"));
    println!("{:?}", Some(4).cmp(&None));
    println!("{:?}", a.copied_like());
}

trait Helpers {
    fn contains_like(&self, v: i32) -> bool;
    fn copied_like(&self) -> Option<i32>;
}
impl Helpers for Option<i32> {
    fn contains_like(&self, v: i32) -> bool {
        matches!(self, Some(x) if *x == v)
    }
    fn copied_like(&self) -> Option<i32> {
        self.as_ref().copied()
    }
}
