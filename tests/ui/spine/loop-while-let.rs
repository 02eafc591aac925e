// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// while let over a hand-made stack.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Stack {
    items: [i32; 8],
    len: usize,
}
impl Stack {
    fn pop(&mut self) -> Option<i32> {
        if self.len == 0 {
            None
        } else {
            self.len -= 1;
            Some(self.items[self.len])
        }
    }
}
fn main() {
    let mut s = Stack { items: [1, 2, 3, 4, 5, 0, 0, 0], len: 5 };
    while let Some(x) = s.pop() {
        unsafe { printf(c("%d \0"), x); }
    }
    unsafe { printf(c("\n\0")); }
}
