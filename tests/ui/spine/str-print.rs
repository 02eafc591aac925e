// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Printing &str (not NUL-terminated) with %.*s, from statics and fields.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Person {
    name: &'static str,
}
static GREETING: &str = "hello";
fn main() {
    let p = Person { name: "world" };
    print_str(GREETING);
    print_str(", ");
    print_str(p.name);
    print_str("!\n");
}
