// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Const generic array lengths: one function, several N.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn sum<const N: usize>(a: [i32; N]) -> i32 {
    let mut s = 0;
    let mut i = 0;
    while i < N {
        s += a[i];
        i += 1;
    }
    s
}
struct Buf<const N: usize> {
    data: [u8; N],
}
impl<const N: usize> Buf<N> {
    fn cap(&self) -> usize {
        N
    }
}
fn main() {
    let b = Buf::<5> { data: [1; 5] };
    unsafe {
        printf(c("%d %d %d %lu %d\n\0"), sum([1, 2, 3]), sum([10; 7]), sum([]), b.cap(), b.data[4] as i32);
    }
}
