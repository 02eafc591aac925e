// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// RefCell: borrow/borrow_mut, try_borrow errors, Ref::map, interior mutability in graphs.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;
use core::cell::{Ref, RefCell, RefMut};

#[derive(Debug)]
struct Account {
    owner: String,
    balance: i64,
    log: Vec<String>,
}

fn deposit(acc: &RefCell<Account>, amt: i64) {
    let mut a = acc.borrow_mut();
    a.balance += amt;
    let msg = alloc::format!("+{}", amt);
    a.log.push(msg);
}

fn run() {
    let acc = RefCell::new(Account { owner: String::from("ann"), balance: 0, log: Vec::new() });
    deposit(&acc, 50);
    deposit(&acc, 25);
    println!("{} {} {:?}", acc.borrow().owner, acc.borrow().balance, acc.borrow().log);
    {
        let r1 = acc.borrow();
        let r2 = acc.borrow();
        println!("two readers: {} {}", r1.balance, r2.owner);
        println!("try_borrow_mut while reading: {}", acc.try_borrow_mut().is_err());
    }
    {
        let _w = acc.borrow_mut();
        println!("try_borrow while writing: {}", acc.try_borrow().is_err());
        if let Err(e) = acc.try_borrow() {
            println!("{} / {:?}", e, e);
        }
    }
    println!("free again: {}", acc.try_borrow_mut().is_ok());
    let name: Ref<String> = Ref::map(acc.borrow(), |a| &a.owner);
    println!("{}", *name);
    drop(name);
    {
        let mut bal: RefMut<i64> = RefMut::map(acc.borrow_mut(), |a| &mut a.balance);
        *bal *= 2;
    }
    println!("{:?}", acc);
    let shared = Rc::new(RefCell::new(Vec::<i32>::new()));
    let handles: Vec<Rc<RefCell<Vec<i32>>>> = (0..3).map(|_| Rc::clone(&shared)).collect();
    for (i, h) in handles.iter().enumerate() {
        h.borrow_mut().push(i as i32 * 10);
    }
    println!("{:?} rc={}", shared.borrow(), Rc::strong_count(&shared));
    let c = RefCell::new(5);
    let old = c.replace(6);
    let old2 = c.replace_with(|&mut x| x * 7);
    println!("{} {} {}", old, old2, c.borrow());
    let d = RefCell::new(1);
    c.swap(&d);
    println!("{} {}", c.into_inner(), d.take());
}
