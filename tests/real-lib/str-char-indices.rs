// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// char_indices, chars().rev(), nth, positions of multi-byte characters.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let s = "añ€😀z";
    for (i, c) in s.char_indices() {
        println!("{} {:?} {}", i, c, c.len_utf8());
    }
    for (i, c) in s.char_indices().rev() {
        print!("{}{} ", i, c);
    }
    println!();
    let mut it = s.char_indices();
    println!("{:?} {:?}", it.next(), it.next_back());
    println!("{:?}", it.as_str());
    println!("{:?} {:?}", s.chars().nth(3), s.chars().nth(9));
    println!("{:?}", s.chars().position(|c| c == '€'));
    println!("{:?}", s.char_indices().find(|&(_, c)| c == '€').map(|(i, _)| i));
    let word = "déjà vu";
    let upto: alloc::vec::Vec<&str> = word.char_indices().map(|(i, _)| &word[..i]).collect();
    println!("{:?}", upto);
    let last = word.char_indices().last();
    println!("{:?}", last);
    let mut chars = word.chars();
    chars.next();
    chars.next_back();
    println!("{:?}", chars.as_str());
    let caps: alloc::vec::Vec<usize> = "Hello World Foo".char_indices().filter(|(_, c)| c.is_uppercase()).map(|(i, _)| i).collect();
    println!("{:?}", caps);
    println!("{}", "abc".chars().zip("xyz".char_indices()).map(|(a, (i, b))| alloc::format!("{}{}{}", a, i, b)).collect::<alloc::vec::Vec<_>>().join(","));
}
