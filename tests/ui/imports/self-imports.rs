// edition:2018
// `self` in imports: E0429 (outside a list), E0430 (twice in a list),
// E0431 (in a list without a prefix).

mod a {
    pub mod b {}
}

use a::b::self; //~ ERROR `self` imports are only allowed within a { } list
use a::b::{self, self}; //~ ERROR `self` import can only appear once in an import list
//~^ ERROR the name `b` is defined multiple times
//~^^ ERROR the name `b` is defined multiple times
use {self}; //~ ERROR `self` import can only appear in an import list with a non-empty prefix

fn main() {}
