// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// copy_within, copy_from_slice, clone_from_slice, fill, fill_with, to_vec.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;
use alloc::vec::Vec;

fn run() {
    let mut a = [1, 2, 3, 4, 5, 6, 7, 8];
    a.copy_within(0..3, 5);
    println!("{:?}", a);
    a.copy_within(4.., 0);
    println!("{:?}", a);
    a.copy_within(1..5, 2);
    println!("{:?}", a);
    let mut b = *b"Hello, World";
    b.copy_within(7..12, 0);
    println!("{}", core::str::from_utf8(&b).unwrap());
    let mut dst = [0u16; 5];
    dst[1..4].copy_from_slice(&[7, 8, 9]);
    println!("{:?}", dst);
    let mut names = [String::new(), String::new()];
    names.clone_from_slice(&[String::from("x"), String::from("y")]);
    println!("{:?}", names);
    let mut f = [0i8; 6];
    f.fill(-1);
    println!("{:?}", f);
    let mut n = 0;
    f.fill_with(|| {
        n += 2;
        n
    });
    println!("{:?}", f);
    let mut vs: Vec<Vec<u8>> = alloc::vec![Vec::new(); 3];
    vs[0].push(1);
    vs.fill(alloc::vec![9, 9]);
    println!("{:?}", vs);
    let owned = a[2..6].to_vec();
    println!("{:?}", owned);
    let mut buf = Vec::with_capacity(16);
    buf.extend_from_slice(b"abc");
    buf.extend_from_slice(b"def");
    buf.copy_within(0..3, 3);
    println!("{:?}", core::str::from_utf8(&buf));
    let mut grid = [[0u8; 4]; 3];
    for (i, row) in grid.iter_mut().enumerate() {
        row.fill(i as u8);
    }
    grid[0].copy_from_slice(&[9, 8, 7, 6]);
    println!("{:?}", grid);
}
