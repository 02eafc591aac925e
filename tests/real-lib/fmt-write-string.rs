// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// format!, write!/writeln! into a String, fmt::Write impls and Arguments.
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
use core::fmt::{self, Write};

struct Counter {
    calls: usize,
    bytes: usize,
}
impl Write for Counter {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.calls += 1;
        self.bytes += s.len();
        Ok(())
    }
}

struct Limited<'a> {
    buf: &'a mut [u8],
    len: usize,
}
impl<'a> Write for Limited<'a> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let b = s.as_bytes();
        if self.len + b.len() > self.buf.len() {
            return Err(fmt::Error);
        }
        self.buf[self.len..self.len + b.len()].copy_from_slice(b);
        self.len += b.len();
        Ok(())
    }
}

fn describe(args: fmt::Arguments) -> String {
    let mut s = String::from("<");
    s.write_fmt(args).unwrap();
    s.push('>');
    s
}

fn run() {
    let mut s = String::new();
    write!(s, "{}-{}", 1, 2).unwrap();
    writeln!(s, " and {:?}", "three").unwrap();
    write!(&mut s, "{:>4}", 'x').unwrap();
    s.write_char('!').unwrap();
    print!("{}", s);
    println!();
    let name = "world";
    println!("{}", format!("hello {name}, {0} {0:?} {n:03}", 5, n = 7));
    let mut c = Counter { calls: 0, bytes: 0 };
    write!(c, "a{}b{}c", 10, "xyz").unwrap();
    println!("calls={} bytes={}", c.calls, c.bytes);
    let mut buf = [0u8; 8];
    let mut l = Limited { buf: &mut buf, len: 0 };
    println!("{:?}", write!(l, "{}", 1234));
    println!("{:?}", write!(l, "{}", 56789));
    let len = l.len;
    println!("{:?}", core::str::from_utf8(&buf[..len]));
    println!("{}", describe(format_args!("{} + {} = {}", 2, 2, 2 + 2)));
    let a = format_args!("static").as_str();
    println!("{:?} {:?}", a, format_args!("{}", 1).as_str());
    println!("{}", format!("{:?}", format!("{}", format_args!("{:5}|", "in"))));
    let mut big = String::new();
    for i in 0..20 {
        write!(big, "{},", i * i).unwrap();
    }
    println!("{} {}", big.len(), big);
    println!("{}", fmt::Error);
}
