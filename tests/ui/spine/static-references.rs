// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Statics holding references to other statics and to promoted data
// (relocations in the data section).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

static A: i32 = 5;
static B: &i32 = &A;
static C: &&i32 = &B;
static LIST: &[&i32] = &[&A, &7];
struct Node {
    v: i32,
    next: Option<&'static Node>,
}
static N2: Node = Node { v: 2, next: None };
static N1: Node = Node { v: 1, next: Some(&N2) };
fn main() {
    let mut sum = 0;
    let mut cur = Some(&N1);
    while let Some(n) = cur {
        sum += n.v;
        cur = n.next;
    }
    unsafe { printf(c("%d %d %d %d\n\0"), **C, *LIST[1], (B as *const i32 == &A as *const i32) as i32, sum); }
}
