// check-pass
// Items and single imports shadow glob imports; two globs that bring the
// same item are not ambiguous; glob imports of enum variants.

mod a {
    pub fn f() -> u8 { 1 }
    pub fn g() -> u8 { 1 }
    pub struct Same;
}
mod b {
    pub fn g() -> u8 { 2 }
    pub use super::a::Same;
}

use a::*;
use b::*;
use b::g;

fn f() -> u8 { 3 }

enum E { V1, V2(u8) }
use E::*;

fn main() {
    let _ = f() + g();
    let _ = Same;
    let _ = V1;
    let _ = V2(0);
}
