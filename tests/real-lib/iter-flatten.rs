// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// flat_map, flatten, nested iteration, and chained adapters over Vec<Vec<_>>.
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
use alloc::vec::Vec;

fn run() {
    let nested = vec![vec![1, 2], vec![], vec![3], vec![4, 5, 6]];
    println!("{:?}", nested.iter().flatten().collect::<Vec<_>>());
    println!("{:?}", nested.iter().flat_map(|v| v.iter().map(|x| x * 10)).collect::<Vec<_>>());
    println!("{:?}", nested.iter().map(|v| v.len()).collect::<Vec<_>>());
    println!("{:?}", nested.into_iter().flatten().rev().collect::<Vec<_>>());
    let opts = [Some(1), None, Some(3), None];
    println!("{:?}", opts.iter().flatten().collect::<Vec<_>>());
    let words = ["hi", "yo"];
    println!("{:?}", words.iter().flat_map(|w| w.chars()).collect::<String>());
    let pairs: Vec<(i32, char)> = (1..=2).flat_map(|i| "ab".chars().map(move |c| (i, c))).collect();
    println!("{:?}", pairs);
    let triangle: Vec<Vec<u32>> = (1..=4).map(|n| (1..=n).collect()).collect();
    println!("{:?}", triangle);
    println!("{}", triangle.iter().flatten().sum::<u32>());
    let mut fl = triangle.iter().flatten();
    println!("{:?} {:?}", fl.next(), fl.next_back());
    let res: Vec<Result<i32, &str>> = vec![Ok(1), Err("x"), Ok(3)];
    println!("{:?}", res.iter().flatten().collect::<Vec<_>>());
    let deep = vec![vec![vec![1], vec![2, 3]], vec![vec![4]]];
    println!("{:?}", deep.iter().flatten().flatten().collect::<Vec<_>>());
    let grid = ["#.#", "..#"];
    let coords: Vec<(usize, usize)> = grid.iter().enumerate().flat_map(|(y, row)| row.char_indices().filter(|&(_, c)| c == '#').map(move |(x, _)| (x, y))).collect();
    println!("{:?}", coords);
    println!("{:?}", "a b c".split(' ').flat_map(|s| [s, s]).collect::<Vec<_>>());
}
