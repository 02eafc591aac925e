// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Cell: get/set/replace/take/swap/update through shared references.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::cell::Cell;

struct Counter {
    hits: Cell<u32>,
    last: Cell<Option<char>>,
}

impl Counter {
    fn hit(&self, c: char) {
        self.hits.set(self.hits.get() + 1);
        self.last.set(Some(c));
    }
}

fn bump_all(cells: &[Cell<i32>]) {
    for c in cells {
        c.set(c.get() * 2 + 1);
    }
}

fn run() {
    let c = Cell::new(5);
    let r1 = &c;
    let r2 = &c;
    r1.set(10);
    println!("{} {}", r2.get(), c.get());
    println!("{} {}", c.replace(7), c.get());
    let t = Cell::new(42u8);
    println!("{} {}", t.take(), t.get());
    let a = Cell::new(1);
    let b = Cell::new(2);
    a.swap(&b);
    println!("{} {}", a.get(), b.get());
    println!("{}", a.into_inner());
    let counter = Counter { hits: Cell::new(0), last: Cell::new(None) };
    for ch in "hello".chars() {
        counter.hit(ch);
    }
    println!("{} {:?}", counter.hits.get(), counter.last.get());
    let arr = [Cell::new(1), Cell::new(2), Cell::new(3)];
    bump_all(&arr);
    bump_all(&arr[1..]);
    println!("{:?}", arr.iter().map(Cell::get).collect::<alloc::vec::Vec<_>>());
    let mut m = Cell::new(0);
    *m.get_mut() += 9;
    println!("{:?}", m);
    let slice: &mut [i32] = &mut [1, 2, 3];
    let cs = Cell::from_mut(slice).as_slice_of_cells();
    cs[0].set(cs[2].get() * 10);
    println!("{:?}", slice);
    let s = Cell::new(alloc::string::String::from("text"));
    let old = s.replace(alloc::string::String::from("new"));
    println!("{} {}", old, s.take());
    println!("{:?}", Cell::new((1, 'x')));
    let fib = (Cell::new(0u64), Cell::new(1u64));
    for _ in 0..50 {
        let n = fib.0.get() + fib.1.get();
        fib.0.set(fib.1.replace(n));
    }
    println!("{}", fib.0.get());
}
