// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Width, fill and alignment of strings, chars and integers.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    println!("[{:5}]", "ab");
    println!("[{:<5}]", "ab");
    println!("[{:>5}]", "ab");
    println!("[{:^5}]", "ab");
    println!("[{:^6}]", "ab");
    println!("[{:*^7}]", "ab");
    println!("[{:->6}]", "x");
    println!("[{:_<4}]", 'c');
    println!("[{:5}]", 42);
    println!("[{:<5}]", 42);
    println!("[{:^5}]", -42);
    println!("[{:#>8}]", 1234);
    println!("[{:2}]", "longer");
    println!("[{:é^9}]", "ü");
    let w = 7;
    println!("[{:w$}]", 3);
    println!("[{:1$}]", 3, 6);
    println!("[{:>width$}]", "r", width = 4);
    println!("[{:<w$}|{:>w$}]", "a", "b");
    println!("[{:.3}]", "abcdef");
    println!("[{:7.2}]", "abcdef");
    println!("[{:>7.2}]", "abcdef");
    println!("[{:.*}]", 2, "xyz");
    println!("[{:.0}]", "gone");
    println!("[{:10}]", true);
    println!("[{:>10}]", false);
    println!("[{:^10?}]", "q");
    println!("[{:8?}]", Some(1));
    println!("[{:>8?}]", 'z');
    println!("[{0}-{0:>3}-{1:<3}-{1}]", 1, 2);
    println!("[{a:3}{b:>3}]", a = 1, b = 2);
    println!("{{literal}} {}", "braces");
}
