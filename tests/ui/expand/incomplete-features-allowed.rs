// check-pass
// #![allow(incomplete_features)], or of `warnings`, silences the lint.
// revisions: allowed warnings
#![feature(generic_const_exprs)]
#![cfg_attr(allowed, allow(incomplete_features))]
#![cfg_attr(warnings, allow(warnings))]

fn main() {}
