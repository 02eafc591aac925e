// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Arrays: map, iter/into_iter by value, as_slice, comparisons, Default, TryFrom slices, 2D arrays.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;
use core::convert::TryFrom;

fn run() {
    let a = [1, 2, 3, 4];
    println!("{:?}", a.map(|x| x * x));
    println!("{:?}", a.iter().rev().collect::<Vec<_>>());
    let owned = [alloc::string::String::from("x"), alloc::string::String::from("y")];
    let joined: Vec<alloc::string::String> = owned.into_iter().map(|s| s + "!").collect();
    println!("{:?}", joined);
    println!("{} {}", a == [1, 2, 3, 4], a < [1, 2, 4, 0]);
    let d: [u8; 3] = Default::default();
    println!("{:?}", d);
    let s = &[5u8, 6, 7, 8, 9][..];
    let r: Result<[u8; 3], _> = <[u8; 3]>::try_from(&s[1..4]);
    println!("{:?}", r);
    println!("{:?}", <[u8; 2]>::try_from(s).is_err());
    let r2: &[u8; 2] = <&[u8; 2]>::try_from(&s[3..]).unwrap();
    println!("{:?}", r2);
    let mut grid = [[0u8; 4]; 3];
    for (r, row) in grid.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = (r * 4 + c) as u8;
        }
    }
    println!("{:?}", grid);
    let transposed: Vec<Vec<u8>> = (0..4).map(|c| grid.iter().map(|row| row[c]).collect()).collect();
    println!("{:?}", transposed);
    println!("{}", grid.iter().flatten().map(|&x| x as u32).sum::<u32>());
    let big = [7u64; 100];
    println!("{} {}", big.len(), big.iter().sum::<u64>());
    let strs = ["a"; 3];
    println!("{:?} {}", strs, strs.concat());
    let mut sw = [1, 2, 3];
    sw.swap(0, 2);
    println!("{:?} {:?}", sw, sw.as_slice().first());
    let zipped: Vec<(i32, char)> = [1, 2].into_iter().zip(['a', 'b']).collect();
    println!("{:?}", zipped);
    let nested = [[1, 2], [3, 4]].concat();
    println!("{:?}", nested);
    println!("{:?}", core::array::from_fn::<u32, 5, _>(|i| (i as u32) * 10));
    let empty: [i32; 0] = [];
    println!("{:?} {}", empty, empty.is_empty());
}
