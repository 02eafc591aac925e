// check-pass
// edition:2018
// Paths through modules: `crate::`, `self::`, `super::`, imports, and
// items of enclosing modules not being visible without a path.

mod shapes {
    pub mod round {
        pub struct Circle;
        pub fn unit() -> Circle {
            Circle
        }
        pub fn from_parent() -> super::Square {
            super::Square
        }
    }
    pub struct Square;
    pub fn make() -> self::round::Circle {
        round::unit()
    }
}

use shapes::round::{self, Circle};

fn main() {
    let _a: Circle = shapes::make();
    let _b = round::unit();
    let _c: crate::shapes::Square = shapes::round::from_parent();
    let _d = crate::shapes::Square;
}
