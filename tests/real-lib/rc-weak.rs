// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Weak: upgrade after drop, weak counts, parent links in a tree without leaking.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::rc::{Rc, Weak};
use alloc::string::String;
use alloc::vec::Vec;
use core::cell::RefCell;

#[derive(Debug)]
struct Node {
    name: String,
    parent: RefCell<Weak<Node>>,
    children: RefCell<Vec<Rc<Node>>>,
}

fn node(name: &str) -> Rc<Node> {
    Rc::new(Node { name: String::from(name), parent: RefCell::new(Weak::new()), children: RefCell::new(Vec::new()) })
}

fn add_child(p: &Rc<Node>, c: Rc<Node>) {
    *c.parent.borrow_mut() = Rc::downgrade(p);
    p.children.borrow_mut().push(c);
}

fn path(n: &Rc<Node>) -> String {
    match n.parent.borrow().upgrade() {
        Some(p) => path(&p) + "/" + &n.name,
        None => n.name.clone(),
    }
}

struct Noisy(&'static str);
impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn run() {
    let w;
    {
        let strong = Rc::new(Noisy("inner"));
        w = Rc::downgrade(&strong);
        println!("{} {} {}", w.upgrade().is_some(), Rc::strong_count(&strong), Rc::weak_count(&strong));
    }
    println!("after scope: {}", w.upgrade().is_none());
    let empty: Weak<i32> = Weak::new();
    println!("{:?}", empty.upgrade());
    let root = node("root");
    let usr = node("usr");
    let bin = node("bin");
    add_child(&root, usr.clone());
    add_child(&usr, bin.clone());
    add_child(&root, node("etc"));
    println!("{}", path(&bin));
    println!("root strong={} weak={}", Rc::strong_count(&root), Rc::weak_count(&root));
    println!("usr strong={} weak={}", Rc::strong_count(&usr), Rc::weak_count(&usr));
    println!("{:?}", root.children.borrow().iter().map(|c| c.name.as_str()).collect::<Vec<_>>());
    let w2 = Rc::downgrade(&usr);
    println!("{} {}", w2.strong_count(), w2.weak_count());
    drop(usr);
    println!("{}", w2.upgrade().map(|n| n.name.clone()).unwrap_or_default());
    let keep = Rc::new(Noisy("kept"));
    let weak_keep = Rc::downgrade(&keep);
    let again = weak_keep.upgrade().unwrap();
    println!("{}", Rc::strong_count(&again));
    drop(keep);
    drop(again);
    println!("done {}", weak_keep.upgrade().is_none());
}
