// The stable_features lint denied at the crate root: an error per stable
// feature, the first noting where the level comes from.
#![deny(stable_features)]
#![feature(nll, if_let)] //~ ERROR the feature `nll` has been stable since 1.63.0
//~^ ERROR the feature `if_let` has been stable since 1.0.0
#![allow(dead_code)]

fn main() {}
