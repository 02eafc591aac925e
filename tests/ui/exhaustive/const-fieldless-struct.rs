// check-pass
// A const of a struct without fields is its type's one value: as a
// pattern it covers the type (rustc's const_to_pat gives the struct
// pattern), so the match is exhaustive (coretests' `match RANGE_FULL`).
#[derive(PartialEq, Eq)]
struct Unit;
#[derive(PartialEq, Eq)]
struct Empty {}
const U: Unit = Unit;
const E: Empty = Empty {};

fn main() {
    match Unit {
        U => {}
    }
    match (Empty {}) {
        E => {}
    }
    const FULL: std::ops::RangeFull = ..;
    match .. {
        FULL => {}
    }
}
