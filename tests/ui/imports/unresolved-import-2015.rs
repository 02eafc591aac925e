// edition:2015
// In 2015 `use` paths start at the crate root: a missing first segment is
// "maybe a missing crate".

use nonexist::x; //~ ERROR unresolved import `nonexist`

mod m {
    use super::nothere::y; //~ ERROR unresolved import `super::nothere`
}

fn main() {}
