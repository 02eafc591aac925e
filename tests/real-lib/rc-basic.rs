// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Rc: clone counts, ptr_eq, try_unwrap, get_mut, make_mut (clone-on-write), Rc<str>/Rc<[T]>.
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

#[derive(Debug, Clone)]
struct Big {
    data: Vec<u32>,
}

fn run() {
    let a = Rc::new(String::from("shared"));
    let b = Rc::clone(&a);
    let c = a.clone();
    println!("{} {} {}", a, Rc::strong_count(&a), Rc::ptr_eq(&b, &c));
    drop(b);
    println!("{}", Rc::strong_count(&a));
    println!("{:?}", Rc::try_unwrap(c).map_err(|rc| Rc::strong_count(&rc)));
    println!("{}", Rc::strong_count(&a));
    let owned = Rc::try_unwrap(a).unwrap();
    println!("{}", owned);
    let mut x = Rc::new(5);
    *Rc::get_mut(&mut x).unwrap() += 1;
    let y = x.clone();
    println!("{:?}", Rc::get_mut(&mut x));
    println!("{} {}", x, y);
    *Rc::make_mut(&mut x) *= 10;
    println!("{} {} {}", x, y, Rc::ptr_eq(&x, &y));
    let mut big = Rc::new(Big { data: (0..5).collect() });
    let other = big.clone();
    Rc::make_mut(&mut big).data.push(99);
    println!("{:?} {:?}", big, other);
    let s: Rc<str> = Rc::from("slice of str");
    let s2 = s.clone();
    println!("{} {} {}", s2, s.len(), Rc::strong_count(&s));
    let arr: Rc<[i32]> = Rc::from(alloc::vec![1, 2, 3]);
    println!("{:?} {}", arr, arr.iter().sum::<i32>());
    let list: Vec<Rc<u8>> = (0..4).map(Rc::new).collect();
    let copies: Vec<Rc<u8>> = list.iter().cycle().take(10).cloned().collect();
    println!("{:?}", list.iter().map(Rc::strong_count).collect::<Vec<_>>());
    drop(copies);
    println!("{:?}", list.iter().map(Rc::strong_count).collect::<Vec<_>>());
    let p = Rc::new((1, 'a'));
    println!("{:?} {} {}", p, *p == (1, 'a'), Rc::new(3) < Rc::new(4));
    let raw = Rc::into_raw(Rc::new(String::from("raw")));
    let back = unsafe { Rc::from_raw(raw) };
    println!("{}", back);
}
