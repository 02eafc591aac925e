// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// FromStr for bool, char and numbers; str comparisons and ordering.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;
use core::str::FromStr;

#[derive(Debug, PartialEq)]
struct Rgb(u8, u8, u8);

impl FromStr for Rgb {
    type Err = &'static str;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let h = s.strip_prefix('#').ok_or("no #")?;
        if h.len() != 6 {
            return Err("bad length");
        }
        let p = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).map_err(|_| "bad hex");
        Ok(Rgb(p(0)?, p(2)?, p(4)?))
    }
}

fn run() {
    println!("{:?} {:?} {:?}", "true".parse::<bool>(), "false".parse::<bool>(), "True".parse::<bool>());
    println!("{}", "yes".parse::<bool>().unwrap_err());
    println!("{:?} {:?}", "#ff8000".parse::<Rgb>(), "#12345".parse::<Rgb>());
    println!("{:?} {:?}", "#zz0000".parse::<Rgb>(), Rgb::from_str("000000"));
    println!("{:?}", "42".parse::<u64>().map(|n| n * 2));
    let nums: Result<Vec<i32>, _> = "1 2 3 x".split(' ').map(str::parse::<i32>).collect();
    println!("{:?}", nums.is_err());
    let nums: Result<Vec<i32>, _> = "1 2 3".split(' ').map(str::parse::<i32>).collect();
    println!("{:?}", nums);
    let mut words = ["pear", "Apple", "apple", "banana", "Banana", "apricot", "", "äpfel"];
    words.sort();
    println!("{:?}", words);
    words.sort_by_key(|w| w.to_lowercase());
    println!("{:?}", words);
    println!("{:?} {:?}", "abc".cmp("abd"), "b".cmp("abc"));
    println!("{} {} {}", "abc" < "abcd", "Z" < "a", "é" > "z");
    println!("{}", "abc" == alloc::string::String::from("abc"));
    println!("{:?}", "hello".as_bytes().iter().rev().map(|&b| b as char).collect::<alloc::string::String>());
}
