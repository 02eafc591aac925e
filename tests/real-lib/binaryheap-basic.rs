// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// BinaryHeap: push/pop order, peek, Reverse for a min-heap, into_sorted_vec, PeekMut.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::binary_heap::{BinaryHeap, PeekMut};
use alloc::vec::Vec;
use core::cmp::Reverse;

fn run() {
    let mut h = BinaryHeap::new();
    for x in [5, 1, 8, 3, 9, 2, 8] {
        h.push(x);
    }
    println!("{:?} {}", h.peek(), h.len());
    let mut out = Vec::new();
    while let Some(x) = h.pop() {
        out.push(x);
    }
    println!("{:?}", out);
    let mut mh: BinaryHeap<Reverse<i32>> = [7, -2, 4, 0].into_iter().map(Reverse).collect();
    mh.push(Reverse(-10));
    println!("{:?}", mh.peek());
    print!("min order:");
    while let Some(Reverse(x)) = mh.pop() {
        print!(" {}", x);
    }
    println!();
    let h2: BinaryHeap<u32> = (1..=10).map(|x| (x * 37) % 11).collect();
    println!("{:?}", h2.clone().into_sorted_vec());
    println!("{}", h2.iter().sum::<u32>());
    let mut h3 = BinaryHeap::from(alloc::vec![3, 1, 4, 1, 5]);
    if let Some(mut top) = h3.peek_mut() {
        *top = 0;
    }
    println!("{:?}", h3.peek());
    if let Some(top) = h3.peek_mut() {
        let v = PeekMut::pop(top);
        println!("popped {}", v);
    }
    println!("{:?}", h3.into_sorted_vec());
    let mut a = BinaryHeap::from([1, 5]);
    let mut b = BinaryHeap::from([3, 9]);
    a.append(&mut b);
    println!("{} {} {:?}", a.len(), b.len(), a.into_vec().len());
    let mut tasks = BinaryHeap::new();
    tasks.push((2, "write"));
    tasks.push((5, "deploy"));
    tasks.push((1, "rest"));
    tasks.push((5, "build"));
    while let Some((p, t)) = tasks.pop() {
        println!("{} {}", p, t);
    }
    let mut empty: BinaryHeap<i8> = BinaryHeap::new();
    println!("{:?} {:?} {}", empty.pop(), empty.peek(), empty.is_empty());
    let mut k = BinaryHeap::new();
    for x in [10, 4, 7, 15, 1, 12, 9] {
        k.push(Reverse(x));
        if k.len() > 3 {
            k.pop();
        }
    }
    let mut top3: Vec<i32> = k.into_iter().map(|Reverse(x)| x).collect();
    top3.sort();
    println!("top3 {:?}", top3);
}
