// check-pass
// Single imports in all their forms: renamed, `_`, `self` in a list,
// nested trees, and imports that depend on later imports.

mod a {
    pub fn f() {}
    pub struct S;
    pub trait Tr {}
    pub mod b {
        pub fn g() {}
        pub fn h() {}
    }
}

use a::f;
use a::S as Renamed;
use a::Tr as _;
use a::b::{self, g, h as hh};
use c::Late;
mod c {
    pub use self::d::Late;
    mod d {
        pub struct Late;
    }
}

fn main() {
    f();
    let _ = Renamed;
    b::g();
    g();
    hh();
    let _ = Late;
}
