// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// format!: positional, named, captured identifiers, nested widths, Debug vs Display.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::format;
use alloc::string::String;
use alloc::vec;

#[derive(Debug, Clone, Copy)]
struct V2 {
    x: i32,
    y: i32,
}

impl core::fmt::Display for V2 {
    fn fmt(&self, f: &mut core::fmt::Formatter) -> core::fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

fn table(rows: &[(&str, f64)]) -> String {
    let w = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let mut out = String::new();
    for (name, val) in rows {
        out += &format!("{:<w$} | {:>8.2}\n", name, val, w = w);
    }
    out
}

fn run() {
    let p = V2 { x: 3, y: -4 };
    println!("{}", format!("{} {:?}", p, p));
    println!("{}", format!("{0} {1} {0}", "a", "b"));
    println!("{}", format!("{name} is {age}", name = "Ann", age = 30));
    let city = "Oslo";
    let temp = -3.5;
    println!("{}", format!("{city}: {temp:+.1}°C"));
    println!("{}", format!("{:>1$}", "r", 5));
    println!("{}", format!("{:.*}", 3, 1.0f64 / 7.0));
    println!("{}", format!("{:?}", vec![Some(p), None]));
    print!("{}", table(&[("alpha", 1.0), ("be", 22.125), ("gamma-ray", -3.14159)]));
    let s = format!("{}{}{}", 1, '2', "3");
    println!("{} {}", s, s.len());
    let empty = format!("");
    println!("[{}] {}", empty, empty.capacity());
    let long = format!("{:-^40}", " centered ");
    println!("{}", long);
    let items = ["x", "y"];
    println!("{}", format!("{items:?} has {} items", items.len()));
    let n = 255;
    println!("{}", format!("{n} {n:x} {n:#o} {n:b} {n:e}"));
    let width = 6;
    let prec = 2;
    println!("{}", format!("[{:width$.prec$}] [{:>width$}]", 3.14159, "ab"));
    println!("{}", format!("{{{}}}", 7));
    println!("{}", format!("{:?} {:?}", "q\"uote", '\''));
    println!("{}", alloc::fmt::format(format_args!("{}-{}", "via", "fmt::format")));
}
