// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Arc and sync::Weak on one thread: counts, make_mut, try_unwrap, Arc<dyn Trait>.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::sync::{Arc, Weak};
use alloc::vec::Vec;

trait Shape {
    fn area(&self) -> f64;
    fn name(&self) -> &'static str;
}
struct Sq(f64);
struct Rect(f64, f64);
impl Shape for Sq {
    fn area(&self) -> f64 { self.0 * self.0 }
    fn name(&self) -> &'static str { "square" }
}
impl Shape for Rect {
    fn area(&self) -> f64 { self.0 * self.1 }
    fn name(&self) -> &'static str { "rect" }
}

fn run() {
    let a = Arc::new(Vec::from([1, 2, 3]));
    let b = Arc::clone(&a);
    println!("{:?} {} {}", b, Arc::strong_count(&a), Arc::ptr_eq(&a, &b));
    let w: Weak<Vec<i32>> = Arc::downgrade(&a);
    println!("{} {}", Arc::weak_count(&a), w.upgrade().map(|v| v.len()).unwrap_or(0));
    drop(b);
    let mut a = a;
    Arc::make_mut(&mut a).push(4);
    println!("{:?} {}", a, Arc::strong_count(&a));
    let c = a.clone();
    Arc::make_mut(&mut a).push(5);
    println!("{:?} {:?} {}", a, c, Arc::ptr_eq(&a, &c));
    println!("{:?}", Arc::try_unwrap(c));
    drop(a);
    println!("{:?}", w.upgrade());
    let shapes: Vec<Arc<dyn Shape>> = alloc::vec![Arc::new(Sq(2.0)), Arc::new(Rect(1.5, 4.0)), Arc::new(Sq(0.5))];
    let shared = shapes.clone();
    for s in &shared {
        println!("{} {}", s.name(), s.area());
    }
    println!("{}", shapes.iter().map(|s| s.area()).sum::<f64>());
    println!("{}", Arc::strong_count(&shapes[0]));
    let s: Arc<str> = Arc::from("arc str");
    println!("{} {}", s, s.len());
    let mut u = Arc::new(7);
    *Arc::get_mut(&mut u).unwrap() = 8;
    println!("{}", u);
    let nested = Arc::new(Arc::new(1u8));
    let inner = (*nested).clone();
    println!("{} {}", Arc::strong_count(&inner), Arc::strong_count(&nested));
}
