// check-pass
// compile-flags: -Zparse-crate-root-only
// Visibilities, and the tuple-struct ambiguity of `pub (`.

pub fn a() {}
pub(crate) fn b() {}
pub(self) fn c() {}
pub(super) fn d() {}
pub(in crate::m) fn e() {}
pub(in self::m) fn f() {}
pub(crate) struct S(pub (u8, u8), pub(crate) u8, pub(in super) u8);
struct T(pub (crate::Foo));
struct N { pub a: u8, pub(crate) b: u8 }
mod m {
    pub(crate) use super::a;
    crate::mac!();
}

fn main() {}
