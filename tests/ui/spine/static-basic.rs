// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Immutable statics of several types, read from functions.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

static ANSWER: i32 = 42;
static PI: f64 = 3.14159;
static TABLE: [u16; 4] = [1, 10, 100, 1000];
static NAME: &str = "spine";
fn main() {
    unsafe {
        printf(c("%d %.2f %d %lu\n\0"), ANSWER, PI, TABLE[3] as i32, NAME.len());
    }
}
