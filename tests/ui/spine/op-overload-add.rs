// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Operator traits implemented for a user type: + - * and unary -.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct V(i32, i32);
impl Add for V {
    type Output = V;
    fn add(self, o: V) -> V {
        V(self.0 + o.0, self.1 + o.1)
    }
}
impl Sub for V {
    type Output = V;
    fn sub(self, o: V) -> V {
        V(self.0 - o.0, self.1 - o.1)
    }
}
impl Mul<i32> for V {
    type Output = V;
    fn mul(self, k: i32) -> V {
        V(self.0 * k, self.1 * k)
    }
}
impl Neg for V {
    type Output = V;
    fn neg(self) -> V {
        V(-self.0, -self.1)
    }
}
fn main() {
    let r = -(V(1, 2) + V(10, 20) - V(5, 5)) * 3;
    unsafe { printf(c("%d %d\n\0"), r.0, r.1); }
}
