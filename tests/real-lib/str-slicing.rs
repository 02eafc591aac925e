// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Slicing strs by byte ranges, get, split_at, bytes and char boundaries.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let s = "Hello, Wörld!";
    println!("{} | {} | {} | {}", &s[..5], &s[7..], &s[7..10], &s[..]);
    println!("{:?} {:?} {:?}", s.get(0..5), s.get(8..9), s.get(100..));
    println!("{:?}", s.split_at(5));
    let (a, b) = s.split_at(10);
    println!("{:?} {:?}", a, b);
    println!("{:?}", s.get(..=4));
    println!("{:?}", s.bytes().filter(|b| b.is_ascii_uppercase()).count());
    let mut owned = alloc::string::String::from(s);
    let m = owned.as_mut_str();
    m.make_ascii_uppercase();
    println!("{}", owned);
    let t = "abcdef";
    for i in 0..=t.len() {
        print!("{:?} ", &t[i..]);
    }
    println!();
    let words: alloc::vec::Vec<&str> = {
        let mut v = alloc::vec::Vec::new();
        let mut start = 0;
        for (i, c) in "ab cd  ef".char_indices() {
            if c == ' ' {
                if i > start {
                    v.push(&"ab cd  ef"[start..i]);
                }
                start = i + 1;
            }
        }
        v.push(&"ab cd  ef"[start..]);
        v
    };
    println!("{:?}", words);
    println!("{:?}", "😀x".get(1..));
    println!("{:?}", unsafe { "abc".get_unchecked(1..2) });
    println!("{}", "abc".is_empty() || "".is_empty());
    let p: *const u8 = s.as_ptr();
    println!("{}", unsafe { *p.add(4) } as char);
    println!("{:?}", core::str::from_utf8(&s.as_bytes()[7..10]));
}
