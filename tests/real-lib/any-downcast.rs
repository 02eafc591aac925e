// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// core::any: type_name, TypeId comparisons, Box<dyn Any> and &dyn Any downcasts.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::any::{Any, TypeId};

fn describe(v: &dyn Any) -> String {
    if let Some(i) = v.downcast_ref::<i32>() {
        alloc::format!("i32 {}", i)
    } else if let Some(s) = v.downcast_ref::<&str>() {
        alloc::format!("str {:?}", s)
    } else if let Some(s) = v.downcast_ref::<String>() {
        alloc::format!("String {:?}", s)
    } else if v.is::<f64>() {
        String::from("some f64")
    } else {
        String::from("unknown")
    }
}

struct Marker;

fn run() {
    let items: Vec<Box<dyn Any>> = alloc::vec![Box::new(5i32), Box::new("hi"), Box::new(String::from("own")), Box::new(2.5f64), Box::new(7u8), Box::new(Marker)];
    for it in &items {
        println!("{}", describe(it.as_ref()));
    }
    println!("{} {}", TypeId::of::<u8>() == TypeId::of::<u8>(), TypeId::of::<u8>() == TypeId::of::<i8>());
    println!("{}", core::any::type_name::<Option<Vec<u8>>>());
    println!("{}", core::any::type_name::<&str>());
    println!("{}", core::any::type_name::<(i32, f64)>());
    let mut b: Box<dyn Any> = Box::new(10u32);
    if let Some(x) = b.downcast_mut::<u32>() {
        *x += 1;
    }
    match b.downcast::<u32>() {
        Ok(x) => println!("u32 {}", x),
        Err(_) => println!("not u32"),
    }
    let c: Box<dyn Any> = Box::new('c');
    println!("{}", c.downcast::<String>().is_err());
    let v = 3i64;
    let r: &dyn Any = &v;
    println!("{} {}", r.is::<i64>(), r.type_id() == TypeId::of::<i64>());
}
