// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Compound assignment operators on a user type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Acc {
    total: i64,
    ops: u32,
}
impl AddAssign<i64> for Acc {
    fn add_assign(&mut self, v: i64) {
        self.total += v;
        self.ops += 1;
    }
}
impl MulAssign<i64> for Acc {
    fn mul_assign(&mut self, v: i64) {
        self.total *= v;
        self.ops += 1;
    }
}
impl ShlAssign<u32> for Acc {
    fn shl_assign(&mut self, v: u32) {
        self.total <<= v;
        self.ops += 1;
    }
}
fn main() {
    let mut a = Acc { total: 1, ops: 0 };
    a += 4;
    a *= 3;
    a <<= 2;
    unsafe { printf(c("%ld %u\n\0"), a.total, a.ops); }
}
