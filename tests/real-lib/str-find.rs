// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// find/rfind/contains/matches with char, &str, closure and char-slice patterns.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;

fn run() {
    let s = "the quick brown fox jumps over the lazy dog";
    println!("{:?} {:?}", s.find('q'), s.find("the"));
    println!("{:?} {:?}", s.rfind("the"), s.find("cat"));
    println!("{:?}", s.find(|c: char| c.is_uppercase()));
    println!("{:?}", s.find(char::is_whitespace));
    println!("{:?}", s.find(&['x', 'z'][..]));
    println!("{:?}", s.rfind(['o', 'u']));
    println!("{} {} {}", s.contains("fox"), s.contains('!'), s.starts_with("the"));
    println!("{} {}", s.ends_with("dog"), s.ends_with(char::is_alphabetic));
    println!("{:?}", s.matches("the").count());
    println!("{:?}", s.match_indices('o').map(|(i, _)| i).collect::<Vec<_>>());
    println!("{:?}", s.rmatch_indices("the").collect::<Vec<_>>());
    println!("{:?}", "a1b2c3".matches(char::is_numeric).collect::<Vec<_>>());
    println!("{:?}", "aaaa".matches("aa").count());
    println!("{:?}", "aaaa".match_indices("aa").collect::<Vec<_>>());
    let u = "größe Größe GRÖSSE";
    println!("{:?} {:?}", u.find('ö'), u.rfind("ö"));
    println!("{:?}", u.char_indices().filter(|(_, c)| *c == 'ö').map(|(i, _)| i).collect::<Vec<_>>());
    println!("{:?}", "".find(""));
    println!("{:?}", "abc".find(""));
    println!("{:?}", "abc".rfind(""));
    println!("{:?}", "abc".matches("").count());
    let hay = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxy needle xxxxxxxxxx";
    println!("{:?}", hay.find("needle"));
    println!("{:?}", hay.find("xxy n"));
    println!("{:?}", "ababcabcabababd".find("ababd"));
    println!("{:?}", "😀a😀".find('a'));
}
