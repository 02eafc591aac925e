// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Formatting of bool, unit, references, Box/Rc wrappers, Wrapping, NonZero, Ordering and ranges.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::boxed::Box;
use alloc::rc::Rc;
use core::num::Wrapping;

fn run() {
    println!("{} {:?} {:>6} {:<6}|", true, false, true, false);
    println!("{:?} {:?}", (), ((),));
    let x = 5;
    let r = &&&x;
    println!("{} {:?} {:03}", r, r, r);
    println!("{} {:?}", Box::new(3.5), Box::new([1, 2]));
    println!("{} {:?}", Rc::new("rc"), Rc::new(Some('c')));
    println!("{} {:?}", Wrapping(250u8) + Wrapping(10), Wrapping(-1i8));
    println!("{:x}", Wrapping(255u8));
    println!("{:?}", core::num::NonZeroU16::new(12));
    println!("{:?} {:?}", core::cmp::Ordering::Greater, core::cmp::Reverse(1));
    println!("{:?} {:?} {:?} {:?}", 1..5, ..3, 2.., 1..=9);
    println!("{:?} {:?}", (..), 'a'..='z');
    println!("{:?}", core::ops::Bound::Included(3));
    println!("{:?}", core::cell::Cell::new(3));
    println!("{:?}", core::cell::RefCell::new(alloc::vec![1]));
    let b = core::cell::RefCell::new(1);
    let _guard = b.borrow_mut();
    println!("{:?}", b);
    println!("{:?}", core::marker::PhantomData::<u8>);
    println!("{:?}", "multi\nline");
    println!("{:?}", core::char::from_u32(0x1F980));
    println!("{:?}", alloc::borrow::Cow::Borrowed("cow"));
    let owned: alloc::borrow::Cow<str> = alloc::borrow::Cow::Owned(alloc::string::String::from("owned"));
    println!("{} {:?}", owned, owned);
    println!("{:?}", core::num::FpCategory::Subnormal);
    println!("{:?}", core::fmt::Error);
}
