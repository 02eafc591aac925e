// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// String: push/push_str, insert, remove, pop, truncate, capacity, + and +=.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::{String, ToString};

fn run() {
    let mut s = String::new();
    s.push('h');
    s.push_str("ello");
    s += ", ";
    s = s + "world";
    println!("{} {}", s, s.len());
    s.insert(0, '¡');
    s.insert_str(s.len(), "!");
    println!("{} {} {}", s, s.len(), s.chars().count());
    println!("{:?} {}", s.pop(), s);
    println!("{} {}", s.remove(0), s);
    s.truncate(5);
    println!("{}", s);
    let t = String::from("héllo");
    println!("{:?}", t.find('l'));
    let mut u = t.clone();
    u.retain(|c| c != 'l');
    println!("{} {}", t, u);
    let mut w = String::with_capacity(32);
    println!("{} {}", w.len(), w.capacity() >= 32);
    for i in 0..5 {
        w.push_str(&i.to_string());
    }
    println!("{}", w);
    w.clear();
    println!("[{}] {}", w, w.is_empty());
    let num = 3.5f64.to_string() + &(-17).to_string() + &'x'.to_string() + &true.to_string();
    println!("{}", num);
    let mut split = String::from("key=value");
    let val = split.split_off(4);
    println!("{} {}", split, val);
    let a = String::from("abc");
    let b = a.clone() + &a;
    println!("{} {} {}", b, a == "abc", b > a);
    let c: String = ["x", "y", "z"].iter().copied().collect();
    let d: String = vec_of_chars().into_iter().collect();
    println!("{} {}", c, d);
    let mut e = String::from("grow");
    for _ in 0..5 {
        let copy = e.clone();
        e.push_str(&copy);
    }
    println!("{} {}", e.len(), &e[..12]);
    println!("{:?}", String::from("a\tb").as_bytes());
    println!("{}", String::from_iter(['o', 'k']));
    let bytes = String::from("bytes").into_bytes();
    println!("{:?}", bytes);
}

fn vec_of_chars() -> alloc::vec::Vec<char> {
    alloc::vec!['d', 'e', 'f']
}
