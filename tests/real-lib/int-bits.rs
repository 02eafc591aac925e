// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Bit operations: counts, rotations, byte order and to/from bytes.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let x: u32 = 0b0000_0000_1011_0000_0000_0000_0000_1000;
    println!("{} {} {} {}", x.count_ones(), x.count_zeros(), x.leading_zeros(), x.trailing_zeros());
    println!("{} {}", (!x).leading_ones(), 7u8.trailing_ones());
    println!("{:#x} {:#x}", x.rotate_left(8), x.rotate_right(4));
    println!("{:#x} {:#x}", 0x12345678u32.swap_bytes(), 0x12345678u32.reverse_bits());
    println!("{:#x} {:#x}", 0x1234u16.to_be(), u16::from_be(0x1234));
    println!("{:?} {:?}", 0x01020304u32.to_be_bytes(), 0x01020304u32.to_le_bytes());
    println!("{} {}", u32::from_be_bytes([1, 2, 3, 4]), u32::from_le_bytes([1, 2, 3, 4]));
    println!("{:?}", (-2i16).to_be_bytes());
    println!("{:?}", 0x0102030405060708u64.to_ne_bytes());
    println!("{}", i64::from_le_bytes([0xff; 8]));
    println!("{:?}", 1u128.to_be_bytes());
    println!("{} {}", 1u64 << 40, -1i32 >> 1);
    println!("{} {}", 0x80000000u32 >> 31, (0x80000000u32 as i32) >> 31);
    println!("{} {} {}", 6 & 3, 6 | 3, 6 ^ 3);
    println!("{} {}", !0u8, !5i32);
    println!("{} {} {}", 1u32.is_power_of_two(), 6u32.is_power_of_two(), 17u32.next_power_of_two());
    println!("{:?} {:?}", 200u8.checked_next_power_of_two(), 0u16.next_power_of_two());
    println!("{} {}", u8::BITS, i128::BITS);
    let mut v: u64 = 0;
    for i in (0..64).step_by(7) {
        v |= 1 << i;
    }
    println!("{:#066b}", v);
    let mut n = 0xdeadbeefu32;
    let mut bits = [0u8; 32];
    for b in bits.iter_mut() {
        *b = (n & 1) as u8;
        n >>= 1;
    }
    println!("{:?}", bits);
    println!("{}", (0..=255u8).map(|b| b.count_ones()).sum::<u32>());
}
