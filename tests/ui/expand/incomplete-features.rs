// check-pass
// The incomplete_features lint: a warning per incomplete feature named by
// #![feature], with its tracking issue (and the min_ help for
// specialization); complete features and allowed ones say nothing.
#![feature(specialization, never_type)] //~ WARN the feature `specialization` is incomplete
#![feature(trait_upcasting)] //~ WARN the feature `trait_upcasting` is incomplete
#![feature(unsafe_pin_internals)] //~ WARN the feature `unsafe_pin_internals` is incomplete

fn main() {}
