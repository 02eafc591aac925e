// run-pass
// check-run-results
// aux-build:pm-kit.rs
// A module inside an item an attribute macro takes is loaded only if the
// macro gives it back (rustc loads `mod m;` while collecting, after the
// outer attribute): `missing.rs` does not exist.
#![feature(proc_macro_hygiene)]

extern crate pm_kit;

#[pm_kit::drop_it]
mod m {
    mod missing;
}

fn main() {
    println!("no module was loaded");
}
