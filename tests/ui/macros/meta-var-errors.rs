// Errors in the use of metavariables in a transcriber, found when the
// macro is expanded: a variable used at a lower depth than it was matched
// at, a repetition with no repeating variable, and two variables repeated
// in lockstep with different counts.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! still_repeating {
    ($($x:literal)*) => {
        $x //~ ERROR variable 'x' is still repeating at this depth
    };
}
pub const A: usize = still_repeating!(1 2);

macro_rules! no_vars {
    ($e:expr) => {
        $(1)* //~ ERROR attempted to repeat an expression containing no syntax variables matched as repeating at this depth
    };
}
pub const B: usize = no_vars!(1);

macro_rules! lockstep {
    ([$($a:literal)*] [$($b:literal)*]) => {
        0 $(+ $a * $b)* //~ ERROR meta-variable `a` repeats 2 times, but `b` repeats 3 times
    };
}
pub const C: usize = lockstep!([1 2] [3 4 5]);
