// check-pass
// The textual scope of macro_rules!: later definitions shadow earlier
// ones, #[macro_use] modules leak their macros, macros defined by macros,
// `macro` 2.0 items resolve by path, #[macro_export] by crate path.
#![allow(unused_macros)]

macro_rules! m {
    () => { 1 };
}
const A: u8 = m!();
macro_rules! m {
    () => { 2 };
}
const B: u8 = m!();

#[macro_use]
mod with {
    macro_rules! from_mod {
        () => { 3 };
    }
}
const C: u8 = from_mod!();

macro_rules! make {
    ($name:ident) => {
        macro_rules! $name {
            () => { 4 };
        }
    };
}
make!(made);
const D: u8 = made!();

mod deep {
    #[macro_export]
    macro_rules! exported {
        () => { 5 };
    }
}
const E: u8 = crate::exported!();

fn main() {
    let _ = A + B + C + D + E;
}
