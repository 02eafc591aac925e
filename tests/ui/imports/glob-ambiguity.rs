// edition:2018
// Two glob imports of different items with one name: ambiguous only when
// the name is used (E0659).

mod a {
    pub struct X;
    pub struct OnlyA;
}
mod b {
    pub struct X;
}
mod c {
    pub use crate::a::*;
    pub use crate::b::*;
}

use c::OnlyA;
use c::X; //~ ERROR `X` is ambiguous
//~| ERROR `X` is ambiguous

fn main() {
    let _ = OnlyA;
}
