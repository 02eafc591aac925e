// check-pass
// Macros 2.0 resolve the names written in their body at the definition
// site: an item next to the macro is found even where the call site has
// no such name, and a caller's item of the same name is not picked up.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

mod defs {
    pub fn private_helper() -> u8 {
        1
    }
    const SECRET: usize = 2;
    pub macro call_helper() {
        private_helper()
    }
    pub macro secret() {
        SECRET
    }
}

pub fn uses() -> u8 {
    // No `private_helper` here: the macro finds the one in `defs`.
    defs::call_helper!()
}
const _: [(); 2] = [(); defs::secret!()];

mod other {
    // A different SECRET at the call site; the macro still uses its own.
    const SECRET: usize = 7;
    const _: [(); 2] = [(); crate::defs::secret!()];
}
