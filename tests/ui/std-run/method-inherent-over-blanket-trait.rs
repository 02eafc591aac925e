// run-pass
// check-run-results
// edition:2021
// Inherent candidates come from every autoderef step's type: on a
// `&RefCell<T>` or `&mut Node` receiver, the inherent `borrow_mut(&self)`
// / `borrow_mut(&mut self)` fits the first step by value, before the
// blanket `impl<T> BorrowMut<T> for T` does (core's cell.rs, alloc's btree).
#![allow(unused_imports)]
use std::borrow::{Borrow, BorrowMut};
use std::cell::RefCell;
struct Node {
    v: i32,
}
impl Node {
    fn borrow_mut(&mut self) -> &mut i32 {
        &mut self.v
    }
    fn borrow(&self) -> i32 {
        self.v * 10
    }
}
fn push(c: &RefCell<Vec<i32>>) -> usize {
    c.borrow_mut().push(3);
    c.borrow().len()
}
fn bump(n: &mut Node) -> i32 {
    *n.borrow_mut() += 1;
    peek(n)
}
fn peek(n: &Node) -> i32 {
    n.borrow()
}
fn main() {
    let c = RefCell::new(vec![1, 2]);
    println!("{}", push(&c));
    let mut n = Node { v: 4 };
    println!("{}", bump(&mut n));
}
