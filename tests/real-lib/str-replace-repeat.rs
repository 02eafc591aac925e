// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// replace, replacen, repeat, concat/join of strs, and char/str replacements.
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
    let s = "one two one three one";
    println!("{}", s.replace("one", "1"));
    println!("{}", s.replacen("one", "1", 2));
    println!("{}", s.replace(' ', "_"));
    println!("{}", s.replace(char::is_whitespace, ""));
    println!("{}", "aaa".replace("a", "aa"));
    println!("{}", "abc".replace("", "-"));
    println!("{}", "héllo wörld".replace('ö', "oe"));
    println!("{}", "ab".repeat(5));
    println!("[{}]", "x".repeat(0));
    println!("{}", ["a", "b", "c"].concat());
    println!("{}", ["a", "b", "c"].join(", "));
    println!("{}", Vec::<&str>::new().join("-"));
    let v: Vec<String> = (1..=5).map(|i| i.to_string()).collect();
    println!("{}", v.join("+"));
    println!("{}", v.concat());
    let mut t = String::from("Hello");
    t.replace_range(1..4, "ipp");
    println!("{}", t);
    t.replace_range(..1, "Fl");
    println!("{}", t);
    let escaped = "a<b>&\"c\"".replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    println!("{}", escaped);
    let line = "=".repeat(20);
    println!("{}", line);
    println!("{:?}", "tic-tac-toe".replacen('-', "", 1));
}
use alloc::string::ToString;
