// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Box<dyn Fn/FnMut/FnOnce>: stored callbacks, closures capturing state, function composition.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

fn compose<A, B, C>(f: impl Fn(A) -> B + 'static, g: impl Fn(B) -> C + 'static) -> Box<dyn Fn(A) -> C> {
    Box::new(move |x| g(f(x)))
}

fn make_adder(n: i32) -> Box<dyn Fn(i32) -> i32> {
    Box::new(move |x| x + n)
}

fn make_counter() -> Box<dyn FnMut() -> u32> {
    let mut c = 0;
    Box::new(move || {
        c += 1;
        c
    })
}

fn run() {
    let ops: Vec<(&str, Box<dyn Fn(i32, i32) -> i32>)> = alloc::vec![
        ("add", Box::new(|a, b| a + b)),
        ("sub", Box::new(|a, b| a - b)),
        ("mul", Box::new(|a, b| a * b)),
        ("max", Box::new(core::cmp::max)),
    ];
    for (name, f) in &ops {
        println!("{} {}", name, f(7, 3));
    }
    let add5 = make_adder(5);
    let twice = compose(|x: i32| x * 2, |x: i32| x + 1);
    println!("{} {}", add5(10), twice(10));
    let pipeline: Vec<Box<dyn Fn(i32) -> i32>> = alloc::vec![make_adder(1), Box::new(|x| x * x), make_adder(-3)];
    println!("{}", pipeline.iter().fold(4, |acc, f| f(acc)));
    let mut counter = make_counter();
    println!("{} {} {}", counter(), counter(), counter());
    let name = String::from("once");
    let f: Box<dyn FnOnce() -> String> = Box::new(move || name + " called");
    println!("{}", f());
    let mut log: Vec<String> = Vec::new();
    {
        let mut record = |s: &str| log.push(String::from(s));
        record("a");
        record("b");
    }
    println!("{:?}", log);
    let to_str = compose(|x: u8| x as u32 * 1000, |y: u32| alloc::format!("{}!", y));
    println!("{}", to_str(42));
    let mut handlers: Vec<Box<dyn FnMut(&mut Vec<i32>)>> = Vec::new();
    handlers.push(Box::new(|v| v.push(1)));
    let mut k = 10;
    handlers.push(Box::new(move |v| { k += 1; v.push(k) }));
    let mut out = Vec::new();
    for _ in 0..2 {
        for h in handlers.iter_mut() {
            h(&mut out);
        }
    }
    println!("{:?}", out);
    let fns: [fn(f64) -> f64; 2] = [|x| x / 2.0, |x| x + 0.25];
    println!("{:?}", fns.iter().map(|f| f(3.0)).collect::<Vec<_>>());
}
