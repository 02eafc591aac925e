// compile-flags: --extern non_exhaustive_dep={{src-base}}/exhaustive/auxiliary/non_exhaustive_dep.rs
// Another crate's #[non_exhaustive] enum may gain variants: a `_` arm
// after all its variants is reachable (no unreachable_patterns warning)
// and a match without one misses `_` (E0004, the matched type "marked as
// non-exhaustive"). In its own crate the enum is exhaustive. (rustc:
// `// aux-build:non_exhaustive_dep.rs`; rcc loads the dependency from source.)
#![warn(unreachable_patterns)]
extern crate non_exhaustive_dep;
use non_exhaustive_dep::{Closed, Kind, Never};

#[non_exhaustive]
enum Local {
    A,
    B,
}

fn all_variants_and_wild(k: Kind) -> u8 {
    match k {
        Kind::A => 1,
        Kind::B => 2,
        _ => 3,
    }
}

fn nested(k: Option<Kind>) -> u8 {
    match k {
        Some(Kind::A) => 1,
        Some(Kind::B) => 2,
        Some(_) => 3,
        None => 4,
    }
}

fn local(l: Local) -> u8 {
    match l {
        Local::A => 1,
        Local::B => 2,
        _ => 3, //~ WARN unreachable pattern
    }
}

fn closed(c: Closed) -> u8 {
    match c {
        Closed::A => 1,
        Closed::B => 2,
        _ => 3, //~ WARN unreachable pattern
    }
}

fn missing_wild(k: Kind) -> u8 {
    match k { //~ ERROR non-exhaustive patterns
        Kind::A => 1,
        Kind::B => 2,
    }
}

fn missing_variant(k: Kind) -> u8 {
    match k { //~ ERROR non-exhaustive patterns
        Kind::A => 1,
    }
}

fn empty(n: Never) -> u8 {
    match n {} //~ ERROR non-exhaustive patterns
}

fn main() {
    all_variants_and_wild(non_exhaustive_dep::kind());
    nested(None);
    local(Local::A);
    closed(Closed::A);
    missing_wild(non_exhaustive_dep::kind());
    missing_variant(non_exhaustive_dep::kind());
}
