// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Box<dyn Trait>: heterogeneous collections, trait objects with generics and default methods, drop order.
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
use core::fmt;

trait Animal {
    fn name(&self) -> String;
    fn sound(&self) -> &'static str;
    fn speak(&self) -> String {
        alloc::format!("{} says {}", self.name(), self.sound())
    }
}

struct Dog;
struct Cat {
    lives: u8,
}
struct Cow(String);

impl Animal for Dog {
    fn name(&self) -> String { String::from("dog") }
    fn sound(&self) -> &'static str { "woof" }
}
impl Animal for Cat {
    fn name(&self) -> String { alloc::format!("cat({})", self.lives) }
    fn sound(&self) -> &'static str { "meow" }
    fn speak(&self) -> String { String::from("the cat ignores you") }
}
impl Animal for Cow {
    fn name(&self) -> String { self.0.clone() }
    fn sound(&self) -> &'static str { "moo" }
}
impl Drop for Cow {
    fn drop(&mut self) {
        println!("drop cow {}", self.0);
    }
}

fn loudest(zoo: &[Box<dyn Animal>]) -> &dyn Animal {
    zoo.iter().max_by_key(|a| a.sound().len()).unwrap().as_ref()
}

fn show(items: &[Box<dyn fmt::Display>]) -> String {
    items.iter().map(|d| alloc::format!("<{}>", d)).collect()
}

fn run() {
    let zoo: Vec<Box<dyn Animal>> = alloc::vec![Box::new(Dog), Box::new(Cat { lives: 9 }), Box::new(Cow(String::from("bessie")))];
    for a in &zoo {
        println!("{}", a.speak());
    }
    println!("loudest: {}", loudest(&zoo).name());
    let items: Vec<Box<dyn fmt::Display>> = alloc::vec![Box::new(1), Box::new("two"), Box::new(3.5), Box::new('4')];
    println!("{}", show(&items));
    let dbg: Box<dyn fmt::Debug> = Box::new(Some((1, "x")));
    println!("{:?}", dbg);
    let mut v: Vec<Box<dyn Animal>> = Vec::new();
    v.push(Box::new(Cow(String::from("daisy"))));
    v.push(Box::new(Dog));
    println!("{}", v.len());
    drop(v);
    println!("after drop");
    let b: Box<dyn Animal> = if zoo.len() > 2 { Box::new(Cat { lives: 3 }) } else { Box::new(Dog) };
    println!("{}", b.speak());
    println!("{}", core::mem::size_of::<Box<dyn Animal>>() == 2 * core::mem::size_of::<usize>());
}
