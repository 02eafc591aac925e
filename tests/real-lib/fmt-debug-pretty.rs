// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// `{:#?}`: pretty-printed Debug of nested derives and collections.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

#[derive(Debug)]
struct Config {
    name: String,
    level: u8,
    tags: Vec<&'static str>,
    limits: (u32, Option<u32>),
    mode: Mode,
}
#[derive(Debug)]
enum Mode {
    Fast,
    Custom { depth: i8, ratio: f32 },
    Pair(i32, i32),
}
#[derive(Debug)]
struct Empty {}
#[derive(Debug)]
struct Tuple1(Vec<u8>);

fn run() {
    let c = Config {
        name: String::from("demo"),
        level: 3,
        tags: vec!["a", "b\tc"],
        limits: (10, None),
        mode: Mode::Custom { depth: -2, ratio: 0.5 },
    };
    println!("{:#?}", c);
    println!("{:#?}", Mode::Fast);
    println!("{:#?}", Mode::Pair(1, 2));
    println!("{:#?}", Empty {});
    println!("{:#?}", Tuple1(vec![]));
    println!("{:#?}", Tuple1(vec![1, 2]));
    let mut m = BTreeMap::new();
    m.insert("one", vec![Some(1)]);
    m.insert("none", vec![None, Some(2)]);
    println!("{:#?}", m);
    println!("{:#?}", (1, "x"));
    println!("{:#?}", [(); 0]);
    println!("{:#x?}", [255u8, 16]);
}
