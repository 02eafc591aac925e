// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// split and friends: split, rsplit, splitn, split_terminator, lines, whitespace, split_once.
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
    let s = "a,b,,c,";
    println!("{:?}", s.split(',').collect::<Vec<_>>());
    println!("{:?}", s.rsplit(',').collect::<Vec<_>>());
    println!("{:?}", s.splitn(3, ',').collect::<Vec<_>>());
    println!("{:?}", s.rsplitn(2, ',').collect::<Vec<_>>());
    println!("{:?}", s.split_terminator(',').collect::<Vec<_>>());
    println!("{:?}", "".split(',').collect::<Vec<_>>());
    println!("{:?}", "a--b---c".split("--").collect::<Vec<_>>());
    println!("{:?}", "a1b22c333".split(char::is_numeric).collect::<Vec<_>>());
    println!("{:?}", "a b\tc\n d".split(&[' ', '\t', '\n'][..]).collect::<Vec<_>>());
    println!("{:?}", "  leading and   trailing  ".split_whitespace().collect::<Vec<_>>());
    println!("{:?}", " x\u{a0}y\u{3000}z ".split_whitespace().collect::<Vec<_>>());
    println!("{:?}", "a b  c".split_ascii_whitespace().collect::<Vec<_>>());
    println!("{:?}", "line1\nline2\r\nline3\n\nlast".lines().collect::<Vec<_>>());
    println!("{:?}", "k=v=w".split_once('='));
    println!("{:?}", "k=v=w".rsplit_once('='));
    println!("{:?}", "none".split_once(':'));
    println!("{:?}", "Mary had a little lamb".split_inclusive(' ').collect::<Vec<_>>());
    println!("{:?}", "αβγ|δε|ζ".split('|').map(str::len).collect::<Vec<_>>());
    println!("{:?}", "1,2;3,4".split(|c| c == ',' || c == ';').map(|x| x.parse::<i32>().unwrap()).sum::<i32>());
    let csv = "name,age\nann,31\nbob,27\n";
    for line in csv.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        println!("{} is {}", f[0], f[1]);
    }
    let mut parts = "a/b/c".split('/');
    println!("{:?} {:?} {:?}", parts.next_back(), parts.next(), parts.collect::<Vec<_>>());
}
