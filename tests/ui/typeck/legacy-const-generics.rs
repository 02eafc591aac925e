// run-pass
// check-run-results
// aux-build:legacy_const_dep.rs
// #[rustc_legacy_const_generics(i, ...)] on another crate's fn (stdarch's
// `_mm_srli_epi32(a, 7)`, ppv-lite86's calls): the arguments at those
// positions are the const generic arguments (rustc's AST lowering moves
// them into the path's generic arguments as anonymous constants); written
// with `::<>` the fn takes its ordinary arguments only.
extern crate legacy_const_dep;
use legacy_const_dep::{mix, shr};

const K: u32 = 2;

fn main() {
    println!("{}", shr(256, 4));
    println!("{}", shr(256, K + 1));
    println!("{}", shr::<1>(256));
    println!("{}", mix(1, 2, 3));
    println!("{}", legacy_const_dep::mix(7, -1, 4 + 5));
    let f: fn(u32) -> u32 = shr::<3>;
    println!("{}", f(64));
}
