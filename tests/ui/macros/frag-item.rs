// check-pass
// `item` fragments: any item, with its attributes and visibility, passed
// through whole (so an attribute inside reaches the item).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! items {
    ($($i:item)*) => {
        $($i)*
    };
}

items! {
    pub fn one() -> u8 {
        1
    }
    #[derive(Clone, Copy)]
    pub struct Point {
        pub x: i32,
    }
    pub(crate) const C: usize = 2;
    mod private {
        pub type T = u8;
    }
    pub use self::private::T;
    impl Point {
        pub fn origin() -> Point {
            Point { x: 0 }
        }
    }
    #[cfg(FALSE)]
    pub fn removed() -> DoesNotExist {}
}

const _: [(); 2] = [(); C];
pub fn uses() -> T {
    let _p: Point = Point::origin().clone();
    one()
}

macro_rules! wrap_in_mod {
    ($name:ident, $i:item) => {
        pub mod $name {
            $i
        }
    };
}
wrap_in_mod!(m, pub fn inside() -> u8 { 3 });
pub fn uses_mod() -> u8 {
    m::inside()
}
