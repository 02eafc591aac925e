// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Atomic integers: load/store, fetch_add/sub/and/or/xor/max/min, swap, compare_exchange, fetch_update.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::sync::atomic::{AtomicI32, AtomicU64, AtomicUsize, Ordering::*};

static COUNTER: AtomicUsize = AtomicUsize::new(0);

fn next_id() -> usize {
    COUNTER.fetch_add(1, Relaxed)
}

fn run() {
    let a = AtomicI32::new(10);
    println!("{} {}", a.load(SeqCst), a.fetch_add(5, SeqCst));
    println!("{} {}", a.fetch_sub(20, AcqRel), a.load(Acquire));
    a.store(0b1100, Release);
    println!("{} {} {}", a.fetch_and(0b1010, SeqCst), a.fetch_or(0b0001, SeqCst), a.fetch_xor(0b1111, SeqCst));
    println!("{}", a.load(SeqCst));
    println!("{} {}", a.fetch_max(100, SeqCst), a.fetch_min(-7, SeqCst));
    println!("{} {}", a.swap(42, SeqCst), a.load(Relaxed));
    println!("{:?}", a.compare_exchange(42, 43, SeqCst, SeqCst));
    println!("{:?}", a.compare_exchange(42, 44, SeqCst, SeqCst));
    let mut spins = 0;
    loop {
        let cur = a.load(Relaxed);
        spins += 1;
        if a.compare_exchange_weak(cur, cur * 2, SeqCst, Relaxed).is_ok() {
            break;
        }
    }
    println!("{} after {} tries", a.load(SeqCst) > 0, if spins > 0 { "some" } else { "no" });
    println!("{}", a.load(SeqCst));
    println!("{:?}", a.fetch_update(SeqCst, SeqCst, |x| if x < 100 { Some(x + 1000) } else { None }));
    println!("{:?}", a.fetch_update(SeqCst, SeqCst, |x| if x < 100 { Some(x + 1000) } else { None }));
    let ids: alloc::vec::Vec<usize> = (0..5).map(|_| next_id()).collect();
    println!("{:?} {}", ids, COUNTER.load(SeqCst));
    let big = AtomicU64::new(u64::MAX);
    println!("{} {}", big.fetch_add(1, SeqCst), big.load(SeqCst));
    let mut m = AtomicI32::new(1);
    *m.get_mut() += 1;
    println!("{} {}", m.into_inner(), core::mem::size_of::<AtomicU64>());
    let arr = [AtomicUsize::new(0), AtomicUsize::new(0), AtomicUsize::new(0)];
    for i in 0..30 {
        arr[i % 3].fetch_add(i, Relaxed);
    }
    println!("{:?}", arr.iter().map(|x| x.load(Relaxed)).collect::<alloc::vec::Vec<_>>());
    println!("{:?}", AtomicI32::new(-3));
    core::sync::atomic::fence(SeqCst);
    core::sync::atomic::compiler_fence(SeqCst);
    println!("fenced");
}
