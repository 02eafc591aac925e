// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Writing through &mut [T]: a hand-written bubble sort.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn sort(v: &mut [i32]) {
    let n = v.len();
    let mut i = 0;
    while i < n {
        let mut j = 0;
        while j + 1 < n - i {
            if v[j] > v[j + 1] {
                let t = v[j];
                v[j] = v[j + 1];
                v[j + 1] = t;
            }
            j += 1;
        }
        i += 1;
    }
}
fn main() {
    let mut a = [5, -3, 9, 0, 2, 2, -8];
    sort(&mut a);
    for x in &a[..] {
        unsafe { printf(c("%d \0"), *x); }
    }
    unsafe { printf(c("\n\0")); }
}
