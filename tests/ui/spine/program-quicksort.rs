// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Recursive quicksort on &mut [T] with sub-slices, generic over PartialOrd.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn partition<T: PartialOrd + Copy>(v: &mut [T]) -> usize {
    let n = v.len();
    let pivot = v[n - 1];
    let mut store = 0;
    let mut i = 0;
    while i < n - 1 {
        if v[i] < pivot {
            let t = v[i];
            v[i] = v[store];
            v[store] = t;
            store += 1;
        }
        i += 1;
    }
    v[n - 1] = v[store];
    v[store] = pivot;
    store
}
fn quicksort<T: PartialOrd + Copy>(v: &mut [T]) {
    if v.len() <= 1 {
        return;
    }
    let p = partition(v);
    quicksort(&mut v[0..p]);
    let n = v.len();
    quicksort(&mut v[p + 1..n]);
}
fn main() {
    let mut a = [38, 27, 43, 3, 9, 82, 10, -4, 27];
    quicksort(&mut a);
    for x in &a[..] {
        unsafe { printf(c("%d \0"), *x); }
    }
    let mut f = [2.5f64, -1.0, 9.75, 0.0];
    quicksort(&mut f);
    unsafe { printf(c("| %.2f %.2f\n\0"), f[0], f[3]); }
}
