// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A slice of structs, fields read through indexing.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Item {
    id: u16,
    price: u32,
}
fn cheapest(items: &[Item]) -> u16 {
    let mut best = 0;
    let mut i = 1;
    while i < items.len() {
        if items[i].price < items[best].price {
            best = i;
        }
        i += 1;
    }
    items[best].id
}
fn main() {
    let items = [Item { id: 1, price: 30 }, Item { id: 2, price: 10 }, Item { id: 3, price: 20 }];
    unsafe { printf(c("%d\n\0"), cheapest(&items) as i32); }
}
