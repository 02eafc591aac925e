// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Debug escaping of strings and chars, and the str/char escape iterators.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;

fn run() {
    let samples = ["plain", "tab\tnew\nline\r", "quote\" 'single'", "back\\slash", "nul\0bell\x07", "é ü ß 日本", "\u{200b}zero-width", "\u{7f}del", "emoji 😀", "\u{301}combining"];
    for s in samples {
        println!("{:?}", s);
        println!("{}", s.escape_default());
        println!("{}", s.escape_debug());
        let u: String = s.chars().take(3).flat_map(|c| c.escape_unicode()).collect();
        println!("{}", u);
    }
    for c in ['a', '\'', '"', '\n', '\u{0}', 'é', '\u{10ffff}', '\u{301}', '\\'] {
        println!("{:?} {} {} {}", c, c.escape_default(), c.escape_debug(), c.escape_unicode());
    }
    println!("{:?}", ('\'', "'", '"', "\""));
}
