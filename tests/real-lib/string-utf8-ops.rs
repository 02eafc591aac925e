// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// String with multi-byte text: char_indices edits, drain, replace_range, from_utf8.
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

fn reverse_words(s: &str) -> String {
    s.split(' ').rev().collect::<Vec<_>>().join(" ")
}

fn run() {
    let mut s = String::from("Grüße, Jürgen ❤");
    println!("{} bytes, {} chars", s.len(), s.chars().count());
    let d: String = s.drain(..6).collect();
    println!("{:?} {:?}", d, s);
    s.insert_str(0, "Hallo");
    println!("{}", s);
    let pos = s.find('J').unwrap();
    s.replace_range(pos.., "Welt");
    println!("{}", s);
    println!("{:?}", s.char_indices().filter(|(_, c)| !c.is_ascii()).collect::<Vec<_>>());
    let mut t = String::from("añb");
    println!("{:?} {:?}", t.remove(1), t);
    println!("{}", reverse_words("one two three"));
    let v = Vec::from("héllo".as_bytes());
    let back = String::from_utf8(v).unwrap();
    println!("{}", back);
    let invalid = alloc::vec![104, 0xc3, 105];
    match String::from_utf8(invalid) {
        Ok(s) => println!("ok {}", s),
        Err(e) => {
            println!("err {}", e);
            println!("{:?}", e.into_bytes());
        }
    }
    let up: String = "ǆemal".chars().flat_map(char::to_uppercase).collect();
    println!("{}", up);
    let mut acc = String::new();
    for (i, w) in "α β γ δ".split(' ').enumerate() {
        if i > 0 {
            acc.push('-');
        }
        acc.push_str(w);
        acc.push(char::from_digit(i as u32, 10).unwrap());
    }
    println!("{}", acc);
    let truncated: String = "日本語テキスト".chars().take(3).collect();
    println!("{} {}", truncated, truncated.len());
    let mut p = String::from("x😀y");
    println!("{:?} {:?} {:?}", p.pop(), p.pop(), p);
    println!("{:?}", String::from("abc").into_boxed_str());
    let padded = alloc::format!("{:>8}|{:<8}|{:^8}", "ü", "日本", "😀");
    println!("{}", padded);
}
