// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Box for recursive data: a linked list, a binary search tree and an expression tree.
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

enum List {
    Cons(i32, Box<List>),
    Nil,
}
use List::{Cons, Nil};

impl List {
    fn sum(&self) -> i32 {
        match self {
            Cons(v, rest) => v + rest.sum(),
            Nil => 0,
        }
    }
}

#[derive(Debug)]
struct Tree {
    key: i32,
    left: Option<Box<Tree>>,
    right: Option<Box<Tree>>,
}

fn insert(t: &mut Option<Box<Tree>>, key: i32) {
    match t {
        None => *t = Some(Box::new(Tree { key, left: None, right: None })),
        Some(n) => if key < n.key { insert(&mut n.left, key) } else { insert(&mut n.right, key) },
    }
}

fn inorder(t: &Option<Box<Tree>>, out: &mut Vec<i32>) {
    if let Some(n) = t {
        inorder(&n.left, out);
        out.push(n.key);
        inorder(&n.right, out);
    }
}

fn height(t: &Option<Box<Tree>>) -> usize {
    t.as_ref().map_or(0, |n| 1 + height(&n.left).max(height(&n.right)))
}

enum Expr {
    Num(f64),
    Add(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    Neg(Box<Expr>),
}

fn eval(e: &Expr) -> f64 {
    match e {
        Expr::Num(n) => *n,
        Expr::Add(a, b) => eval(a) + eval(b),
        Expr::Mul(a, b) => eval(a) * eval(b),
        Expr::Neg(a) => -eval(a),
    }
}

fn show(e: &Expr) -> String {
    match e {
        Expr::Num(n) => alloc::format!("{}", n),
        Expr::Add(a, b) => alloc::format!("({} + {})", show(a), show(b)),
        Expr::Mul(a, b) => alloc::format!("{} * {}", show(a), show(b)),
        Expr::Neg(a) => alloc::format!("-{}", show(a)),
    }
}

fn run() {
    let mut list = Nil;
    for i in 1..=100 {
        list = Cons(i, Box::new(list));
    }
    println!("{}", list.sum());
    let mut root = None;
    for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65] {
        insert(&mut root, k);
    }
    let mut v = Vec::new();
    inorder(&root, &mut v);
    println!("{:?} height={}", v, height(&root));
    println!("{:?}", root.as_ref().map(|n| n.left.as_ref().map(|l| l.key)));
    let e = Expr::Add(Box::new(Expr::Num(2.0)), Box::new(Expr::Mul(Box::new(Expr::Num(3.0)), Box::new(Expr::Neg(Box::new(Expr::Num(1.5)))))));
    println!("{} = {}", show(&e), eval(&e));
    let b = Box::new([0u8; 4096]);
    println!("{}", b.len());
    let bs: Box<str> = Box::from("boxed str");
    let bsl: Box<[u16]> = Box::new([1, 2, 3]);
    println!("{} {:?}", bs, bsl);
    let leaked: &'static mut i32 = Box::leak(Box::new(5));
    *leaked += 1;
    let back = unsafe { Box::from_raw(leaked as *mut i32) };
    println!("{}", back);
}
