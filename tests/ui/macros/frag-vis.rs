// check-pass
// `vis` fragments: `pub`, `pub(crate)`, `pub(super)`, `pub(self)`,
// `pub(in path)`, `crate`, and the empty visibility (the fragment matches
// nothing when no visibility is there).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! item_with_vis {
    ($v:vis $name:ident) => {
        $v const $name: usize = 1;
    };
}

pub mod m {
    item_with_vis!(pub A);
    item_with_vis!(pub(crate) B);
    item_with_vis!(pub(self) C);
    item_with_vis!(D);
    pub mod n {
        item_with_vis!(pub(super) E);
        item_with_vis!(pub(in crate::m) F);
    }
    pub const SUM: usize = A + B + C + D + n::E + n::F;
}
const _: [(); 6] = [(); m::SUM];
const _: [(); 2] = [(); m::A + m::B];

macro_rules! count_vis {
    ($($v:vis fn $name:ident;)*) => {
        0 $(+ { fn $name() {} 1 })*
    };
}
const _: [(); 3] = [(); count_vis!(pub fn a; fn b; pub(crate) fn c;)];

// A vis may be followed by a comma, an identifier or a type.
macro_rules! follow {
    ($v:vis, $w:vis struct, $x:vis [u8]) => {};
}
follow!(pub, pub(crate) struct, [u8]);
follow!(, struct, pub [u8]);
