// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// ! & | ^ << >> implemented for a bit-set type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Bits(u8);
impl Not for Bits {
    type Output = Bits;
    fn not(self) -> Bits {
        Bits(!self.0)
    }
}
impl BitAnd for Bits {
    type Output = Bits;
    fn bitand(self, o: Bits) -> Bits {
        Bits(self.0 & o.0)
    }
}
impl BitOr for Bits {
    type Output = Bits;
    fn bitor(self, o: Bits) -> Bits {
        Bits(self.0 | o.0)
    }
}
impl BitXor for Bits {
    type Output = Bits;
    fn bitxor(self, o: Bits) -> Bits {
        Bits(self.0 ^ o.0)
    }
}
impl Shl<u32> for Bits {
    type Output = Bits;
    fn shl(self, n: u32) -> Bits {
        Bits(self.0 << n)
    }
}
fn main() {
    let r = (!Bits(0b1100) & Bits(0b1010) | Bits(0b0001_0000)) ^ (Bits(1) << 7);
    unsafe { printf(c("%x\n\0"), r.0 as u32); }
}
