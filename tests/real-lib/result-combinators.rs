// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Result: map, map_err, and_then, or_else, unwrap_or, ok/err, iter, ? in functions.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;
use alloc::format;

#[derive(Debug)]
enum MathError {
    DivByZero,
    Negative(i64),
}

fn div(a: i64, b: i64) -> Result<i64, MathError> {
    if b == 0 { Err(MathError::DivByZero) } else { Ok(a / b) }
}

fn isqrt(x: i64) -> Result<i64, MathError> {
    if x < 0 {
        return Err(MathError::Negative(x));
    }
    let mut r = 0;
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    Ok(r)
}

fn compute(a: i64, b: i64) -> Result<i64, MathError> {
    let q = div(a, b)?;
    let r = isqrt(q)?;
    Ok(r * 2)
}

fn describe(r: &Result<i64, MathError>) -> String {
    match r {
        Ok(v) => format!("ok {}", v),
        Err(MathError::DivByZero) => String::from("division by zero"),
        Err(MathError::Negative(n)) => format!("negative {}", n),
    }
}

fn run() {
    for (a, b) in [(100, 4), (1, 0), (-50, 2), (99, 1)] {
        let r = compute(a, b);
        println!("{} {} -> {:?} / {}", a, b, r, describe(&r));
    }
    let ok: Result<i32, String> = Ok(3);
    let err: Result<i32, String> = Err(String::from("bad"));
    println!("{:?} {:?}", ok.as_ref().map(|x| x * 2), err.as_ref().map(|x| x * 2));
    println!("{:?}", err.as_ref().map_err(|e| e.len()));
    println!("{:?} {:?}", ok.as_ref().ok(), err.as_ref().err());
    println!("{} {}", ok.clone().unwrap_or(0), err.clone().unwrap_or(0));
    println!("{}", err.clone().unwrap_or_else(|e| e.len() as i32));
    println!("{:?}", ok.clone().and_then(|x| if x > 2 { Err(String::from("big")) } else { Ok(x) }));
    println!("{:?}", err.clone().or_else(|e| if e == "bad" { Ok::<i32, String>(0) } else { Err(e) }));
    println!("{} {}", ok.is_ok(), err.is_err());
    println!("{:?} {:?}", ok.clone().and(Ok::<&str, String>("next")), err.clone().or(Ok::<i32, i32>(7)));
    println!("{}", ok.as_ref().map_or(-1, |x| x + 100));
    println!("{:?}", ok.iter().chain(err.iter()).collect::<alloc::vec::Vec<_>>());
    println!("{}", ok.clone().unwrap_or_default() + err.clone().unwrap_or_default());
    println!("{:?}", err.clone().unwrap_err());
    let nested: Result<Result<i32, String>, String> = Ok(Ok(5));
    println!("{:?}", nested.and_then(|r| r));
    let r: Result<i32, core::num::ParseIntError> = "12".parse::<i32>().and_then(|x| "3".parse::<i32>().map(|y| x * y));
    println!("{:?}", r);
    println!("{:?}", "x".parse::<i32>().map_err(|e| format!("parse: {}", e)));
    let sum: Result<i32, String> = ["1", "2", "3"].iter().map(|s| s.parse::<i32>().map_err(|e| format!("{}", e))).sum();
    println!("{:?}", sum);
    println!("{:?}", Ok::<i32, i32>(1).cmp(&Err(0)));
}
