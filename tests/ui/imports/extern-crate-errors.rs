// edition:2018
// `extern crate` of a crate that does not exist (E0463), and `extern crate
// self` without a name.

extern crate nothere; //~ ERROR can't find crate for `nothere`
extern crate self; //~ ERROR `extern crate self;` requires renaming

fn main() {}
