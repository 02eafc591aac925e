// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// char encoding: len_utf8/utf16, encode_utf8/utf16, digits and from_u32.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    for c in ['A', 'é', '€', '😀', '\u{0}', '\u{7ff}', '\u{800}', '\u{ffff}', '\u{10000}'] {
        let mut buf = [0u8; 4];
        let s = c.encode_utf8(&mut buf);
        let n = s.len();
        let mut w = [0u16; 2];
        let u = c.encode_utf16(&mut w);
        println!("{:?} U+{:04X} utf8={} {:x?} utf16={} {:x?}", c, c as u32, c.len_utf8(), &buf[..n], c.len_utf16(), u);
    }
    for d in 0..16 {
        print!("{:?} ", core::char::from_digit(d, 16));
    }
    println!();
    println!("{:?} {:?}", core::char::from_digit(10, 10), core::char::from_digit(35, 36));
    for c in ['0', '9', 'a', 'F', 'z', 'Z', ' '] {
        println!("{:?}: {:?} {:?} {:?}", c, c.to_digit(10), c.to_digit(16), c.to_digit(36));
    }
    for v in [0x41u32, 0xe9, 0xd7ff, 0xd800, 0xdfff, 0xe000, 0x10ffff, 0x110000] {
        println!("{:#x} -> {:?}", v, char::from_u32(v));
    }
    let units = [0xd83du16, 0xde00, 0x0041, 0xdc00, 0xd800];
    let dec: alloc::vec::Vec<_> = core::char::decode_utf16(units).map(|r| r.map_err(|e| e.unpaired_surrogate())).collect();
    println!("{:?}", dec);
    println!("{}", core::char::from_u32(0x263a).unwrap());
    println!("{:?}", unsafe { char::from_u32_unchecked(0x2603) });
}
