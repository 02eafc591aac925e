// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Inclusive range patterns over integers and chars.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn class(ch: char) -> i32 {
    match ch {
        'a'..='z' => 1,
        'A'..='Z' => 2,
        '0'..='9' => 3,
        _ => 0,
    }
}
fn bucket(n: i64) -> i32 {
    match n {
        -9223372036854775808..=-1 => -1,
        0 => 0,
        1..=9 => 1,
        10..=99 => 2,
        _ => 3,
    }
}
fn main() {
    unsafe {
        printf(c("%d %d %d %d\n\0"), class('q'), class('Q'), class('5'), class('-'));
        printf(c("%d %d %d %d %d\n\0"), bucket(-7), bucket(0), bucket(5), bucket(42), bucket(1000));
    }
}
