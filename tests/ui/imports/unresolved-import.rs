// edition:2018
// E0432: a missing name (with a similar name suggested), a missing first
// segment, several missing names in one `use`.

mod a {
    pub fn b() {}
}

use a::c; //~ ERROR unresolved import `a::c`
use nonexist::x; //~ ERROR unresolved import `nonexist`
use a::{d, e}; //~ ERROR unresolved imports `a::d`, `a::e`
use a::b::g; //~ ERROR unresolved import `a::b`

fn main() {}
