// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Issue 14, case 8: `a.borrow_mut().push(7)` with `a: Rc<RefCell<Vec<u32>>>`
// reaches RefCell's inherent `borrow_mut` through Rc's Deref (not the
// blanket `BorrowMut::borrow_mut`), also behind `&`, in a struct field and
// through Rc<RefCell<...>> stored in a Vec.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::rc::Rc;
use alloc::vec;
use alloc::vec::Vec;
use core::cell::{Cell, RefCell};

struct Node {
    val: u32,
    children: Vec<Rc<RefCell<Node>>>,
}

struct Shared {
    log: Rc<RefCell<Vec<u32>>>,
    hits: Rc<Cell<u32>>,
}

fn push_twice(a: &Rc<RefCell<Vec<u32>>>) {
    a.borrow_mut().push(1);
    a.borrow_mut().push(2);
}

fn run() {
    let a: Rc<RefCell<Vec<u32>>> = Rc::new(RefCell::new(vec![1]));
    let b = Rc::clone(&a);
    a.borrow_mut().push(7);
    b.borrow_mut().push(8);
    println!("{:?} {}", a.borrow(), b.borrow().len());
    push_twice(&b);
    println!("{:?}", *a.borrow());

    let s = Shared { log: a.clone(), hits: Rc::new(Cell::new(0)) };
    s.log.borrow_mut().retain(|&x| x > 1);
    s.hits.set(s.hits.get() + 1);
    println!("{:?} {} {}", s.log.borrow(), s.hits.get(), Rc::strong_count(&a));

    let leaf = Rc::new(RefCell::new(Node { val: 3, children: Vec::new() }));
    let root = Rc::new(RefCell::new(Node { val: 1, children: vec![leaf.clone()] }));
    leaf.borrow_mut().val += 10;
    root.borrow_mut().children.push(Rc::new(RefCell::new(Node { val: 5, children: Vec::new() })));
    let sum: u32 = root.borrow().children.iter().map(|c| c.borrow().val).sum();
    println!("{} {} {}", root.borrow().val, sum, root.borrow().children.len());
}
