// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Hand-written Display/LowerHex impls using Formatter's flags and pad helpers.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::fmt;

struct Name(&'static str);
impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.pad(self.0)
    }
}

struct Num(i64);
impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let digits = alloc::format!("{}", self.0.unsigned_abs());
        f.pad_integral(self.0 >= 0, "0n", &digits)
    }
}
impl fmt::LowerHex for Num {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let digits = alloc::format!("{:x}", self.0.unsigned_abs());
        f.pad_integral(self.0 >= 0, "0x", &digits)
    }
}

struct Flags;
impl fmt::Display for Flags {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "width={:?} prec={:?} fill={:?} align={} plus={} minus={} alt={} zero={}",
            f.width(), f.precision(), f.fill(),
            match f.align() {
                Some(fmt::Alignment::Left) => "left",
                Some(fmt::Alignment::Right) => "right",
                Some(fmt::Alignment::Center) => "center",
                None => "none",
            },
            f.sign_plus(), f.sign_minus(), f.alternate(), f.sign_aware_zero_pad())
    }
}

struct Temp(f64);
impl fmt::Display for Temp {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if f.alternate() {
            write!(f, "{:.1}F", self.0 * 9.0 / 5.0 + 32.0)
        } else if let Some(p) = f.precision() {
            write!(f, "{:.*}C", p, self.0)
        } else {
            write!(f, "{}C", self.0)
        }
    }
}

fn run() {
    println!("[{}] [{:>8}] [{:-^9}] [{:.2}] [{:6.3}]", Name("abc"), Name("abc"), Name("abc"), Name("abc"), Name("abcdef"));
    println!("[{}] [{:+}] [{:08}] [{:>8}] [{:#}] [{:+#010}]", Num(42), Num(42), Num(-42), Num(-42), Num(42), Num(42));
    println!("[{:x}] [{:#x}] [{:#010x}] [{:x}]", Num(255), Num(255), Num(-255), Num(-1));
    println!("{}", Flags);
    println!("{:>+#012.3}", Flags);
    println!("{:_<5}", Flags);
    println!("{:^-}", Flags);
    println!("{} {:.2} {:#}", Temp(21.5), Temp(21.5), Temp(100.0));
}
