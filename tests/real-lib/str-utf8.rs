// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// UTF-8 in str: byte/char lengths, from_utf8 errors, lossy decoding.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;
use alloc::vec;

fn run() {
    let s = "aé€😀";
    println!("{} {} {:?}", s.len(), s.chars().count(), s.as_bytes());
    for (i, b) in s.bytes().enumerate() {
        print!("{}:{:02x} ", i, b);
    }
    println!();
    let cases: [&[u8]; 8] = [b"hello", b"\xc3\xa9", b"\xff", b"ab\xc3", b"\xe2\x82", b"a\x80b", b"\xf0\x9f\x98\x80!", b"\xed\xa0\x80"];
    for c in cases {
        match core::str::from_utf8(c) {
            Ok(s) => println!("ok {:?}", s),
            Err(e) => println!("err valid_up_to={} error_len={:?}: {}", e.valid_up_to(), e.error_len(), e),
        }
    }
    let bad = vec![b'a', 0xff, b'b', 0xe2, 0x82, b'c'];
    println!("{}", String::from_utf8_lossy(&bad));
    println!("{:?}", String::from_utf8(bad.clone()).map_err(|e| e.utf8_error().valid_up_to()));
    println!("{:?}", String::from_utf8(vec![0xe2, 0x82, 0xac]));
    let mut chunks = core::str::from_utf8(b"\xce\xbb").unwrap().chars();
    println!("{:?} {:?}", chunks.next(), chunks.next());
    println!("{}", s.is_char_boundary(1) && !s.is_char_boundary(2));
    let bounds: alloc::vec::Vec<usize> = (0..=s.len()).filter(|&i| s.is_char_boundary(i)).collect();
    println!("{:?}", bounds);
    println!("{:?}", s.get(1..3));
    println!("{:?}", s.get(1..2));
    println!("{:?}", s.encode_utf16().collect::<alloc::vec::Vec<u16>>());
    println!("{:?}", String::from_utf16(&[0xd834, 0xdd1e, 0x6d]));
    println!("{:?}", String::from_utf16(&[0xd834, 0x6d]).is_err());
    println!("{}", String::from_utf16_lossy(&[0x48, 0xdc00, 0x69]));
    println!("{}", s.chars().rev().collect::<String>());
}
