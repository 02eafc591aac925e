// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A static array of structs with &'static str fields.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Entry {
    key: &'static str,
    val: u32,
}
static ENTRIES: [Entry; 3] = [Entry { key: "a", val: 1 }, Entry { key: "bb", val: 2 }, Entry { key: "ccc", val: 3 }];
fn lookup(k: &str) -> u32 {
    for e in &ENTRIES[..] {
        if e.key == k {
            return e.val;
        }
    }
    0
}
fn main() {
    unsafe { printf(c("%u %u %u\n\0"), lookup("bb"), lookup("ccc"), lookup("x")); }
}
