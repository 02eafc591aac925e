// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// char classification: alphabetic, numeric, whitespace, control, ASCII kinds.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let cs = ['a', 'Z', '0', '9', ' ', '\t', '\n', '_', '!', 'é', 'ß', 'Σ', 'ж', '中', '٣', '½', '\u{a0}', '\u{2028}', '\u{0}', '\u{7f}', '😀', 'ǅ'];
    for c in cs {
        println!("{:?}: alpha={} num={} alnum={} ws={} ctrl={} lower={} upper={} ascii={}",
            c, c.is_alphabetic(), c.is_numeric(), c.is_alphanumeric(), c.is_whitespace(),
            c.is_control(), c.is_lowercase(), c.is_uppercase(), c.is_ascii());
    }
    for c in ['a', 'F', 'g', '7', ' ', '~', '\x1b', 'é'] {
        println!("{:?}: digit={} hex={} punct={} graphic={} alpha={} ctl={} ws={}",
            c, c.is_ascii_digit(), c.is_ascii_hexdigit(), c.is_ascii_punctuation(),
            c.is_ascii_graphic(), c.is_ascii_alphabetic(), c.is_ascii_control(), c.is_ascii_whitespace());
    }
    let text = "Hello, Wörld! 123 ünïcödé\tend";
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    let digits = text.chars().filter(|c| c.is_numeric()).count();
    let spaces = text.chars().filter(|c| c.is_whitespace()).count();
    println!("{} {} {}", letters, digits, spaces);
    println!("{:?} {:?}", char::MAX, char::REPLACEMENT_CHARACTER);
    println!("{} {}", 'a' < 'b', 'Z' < 'a');
    println!("{:?}", ('a'..='e').collect::<alloc::string::String>());
    println!("{:?}", ('x'..'{').rev().collect::<alloc::vec::Vec<char>>());
}
