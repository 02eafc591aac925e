// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A linked list stored in an array of nodes with Option<usize> links.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Node {
    val: i32,
    next: Option<usize>,
}
struct List {
    nodes: [Node; 8],
    len: usize,
    head: Option<usize>,
}
impl List {
    fn push_front(&mut self, v: i32) {
        self.nodes[self.len] = Node { val: v, next: self.head };
        self.head = Some(self.len);
        self.len += 1;
    }
    fn sum(&self) -> i32 {
        let mut s = 0;
        let mut cur = self.head;
        while let Some(i) = cur {
            s += self.nodes[i].val;
            cur = self.nodes[i].next;
        }
        s
    }
    fn reverse(&mut self) {
        let mut prev = None;
        let mut cur = self.head;
        while let Some(i) = cur {
            let next = self.nodes[i].next;
            self.nodes[i].next = prev;
            prev = Some(i);
            cur = next;
        }
        self.head = prev;
    }
}
fn main() {
    let mut l = List {
        nodes: [
            Node { val: 0, next: None }, Node { val: 0, next: None }, Node { val: 0, next: None },
            Node { val: 0, next: None }, Node { val: 0, next: None }, Node { val: 0, next: None },
            Node { val: 0, next: None }, Node { val: 0, next: None },
        ],
        len: 0,
        head: None,
    };
    for v in 1..=5 {
        l.push_front(v * v);
    }
    l.reverse();
    let first = l.nodes[l.head.unwrap()].val;
    unsafe { printf(c("%d %d\n\0"), l.sum(), first); }
}
