// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C opt-level=3
// Statics whose initializers hold addresses: of other statics (with an
// offset into them), of functions, of string data, and of themselves.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Node {
    val: i32,
    next: *const Node,
}
unsafe impl Sync for Node {}
static ARR: [i32; 4] = [10, 20, 30, 40];
static THIRD: &i32 = &ARR[2];
static NAME: &str = "static str";
static B: Node = Node { val: 2, next: &A as *const Node };
static A: Node = Node { val: 1, next: &B as *const Node };
fn twice(x: i32) -> i32 {
    x * 2
}
static F: fn(i32) -> i32 = twice;
static mut COUNTER: u64 = 5;

fn main() {
    unsafe {
        COUNTER += 1;
        printf(c("%d %.*s %d %d %d %lu\n\0"), *THIRD, NAME.len() as i32, NAME.as_ptr(), (*A.next).val,
               (*(*A.next).next).val, F(21), COUNTER);
    }
}
