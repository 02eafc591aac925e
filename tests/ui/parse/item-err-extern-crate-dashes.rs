extern crate krate-name-here; //~ ERROR crate name using dashes are not valid in `extern crate` statements

fn main() {}
