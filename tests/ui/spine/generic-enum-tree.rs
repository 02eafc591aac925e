// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A user generic enum (a binary tree over references) with a generic fold.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Tree<'a, T> {
    Leaf(T),
    Node(&'a Tree<'a, T>, &'a Tree<'a, T>),
}
fn fold<T: Copy, F: Fn(T, T) -> T>(t: &Tree<T>, f: &F) -> T {
    match t {
        Tree::Leaf(v) => *v,
        Tree::Node(l, r) => f(fold(l, f), fold(r, f)),
    }
}
fn main() {
    let a = Tree::Leaf(3);
    let b = Tree::Leaf(4);
    let d = Tree::Leaf(5);
    let ab = Tree::Node(&a, &b);
    let root = Tree::Node(&ab, &d);
    let sum = fold(&root, &|x, y| x + y);
    let prod = fold(&root, &|x, y| x * y);
    unsafe { printf(c("%d %d\n\0"), sum, prod); }
}
