// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// char and str case mapping, including multi-char mappings (ß, ﬁ, İ, Σ).
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;

fn run() {
    for c in ['a', 'Z', 'é', 'ß', 'ﬁ', 'İ', 'ı', 'Σ', 'ς', 'ǅ', 'ŉ', '1', 'ǰ', 'ﬃ', 'Ω'] {
        let up: String = c.to_uppercase().collect();
        let low: String = c.to_lowercase().collect();
        println!("{:?}: up={:?} ({}) low={:?} ({})", c, up, c.to_uppercase().len(), low, c.to_lowercase().len());
    }
    println!("{:?} {:?}", 'q'.to_ascii_uppercase(), 'é'.to_ascii_uppercase());
    println!("{}", 'A'.eq_ignore_ascii_case(&'a'));
    let words = ["hello", "WORLD", "Straße", "ΣΊΣΥΦΟΣ", "İstanbul", "ǅungla", "Mixed Case 123"];
    for w in words {
        println!("{} -> {} / {}", w, w.to_uppercase(), w.to_lowercase());
        println!("   ascii: {} / {}", w.to_ascii_uppercase(), w.to_ascii_lowercase());
    }
    let mut s = String::from("MiXeD");
    s.make_ascii_lowercase();
    println!("{}", s);
    s.make_ascii_uppercase();
    println!("{}", s);
    println!("{}", "AbC".eq_ignore_ascii_case("aBc"));
    let title: String = "the quick brown fox".split(' ').map(|w| {
        let mut cs = w.chars();
        match cs.next() {
            Some(f) => f.to_uppercase().chain(cs).collect::<String>(),
            None => String::new(),
        }
    }).collect::<alloc::vec::Vec<_>>().join(" ");
    println!("{}", title);
}
