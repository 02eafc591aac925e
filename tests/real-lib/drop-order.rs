// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Drop order: locals in reverse, struct fields in order, Vec elements, temporaries, mem::forget/take.
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

struct D(&'static str);
impl Drop for D {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

struct Pair {
    first: D,
    second: D,
}

fn make(name: &'static str) -> D {
    println!("make {}", name);
    D(name)
}

fn run() {
    {
        let _a = make("a");
        let _b = make("b");
        println!("end of block");
    }
    {
        let _p = Pair { second: make("second"), first: make("first") };
    }
    {
        let v = alloc::vec![D("v0"), D("v1"), D("v2")];
        println!("vec has {}", v.len());
    }
    {
        let mut v = alloc::vec![D("x0"), D("x1"), D("x2")];
        let removed = v.remove(1);
        println!("removed {}", removed.0);
        v.truncate(1);
        println!("truncated");
        drop(removed);
        println!("end");
    }
    let _ = make("ignored");
    println!("after let _");
    let _kept = make("kept");
    let _n = make("temporary").0.len();
    println!("after temporary");
    let f = make("forgotten");
    core::mem::forget(f);
    let mut slot = Some(D("slot"));
    let taken = slot.take();
    println!("taken {}", taken.is_some());
    let mut s = D("old");
    let old = core::mem::replace(&mut s, D("new"));
    println!("replaced {}", old.0);
    drop(old);
    let b: Box<D> = Box::new(D("boxed"));
    let moved = *b;
    println!("moved {}", moved.0);
    let names: Vec<String> = alloc::vec![String::from("s")];
    drop(names);
    println!("end of run");
}
