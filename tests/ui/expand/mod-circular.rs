// A module file that includes itself.
#[path = "mod-circular.rs"]
mod again; //~ ERROR circular modules

fn main() {}
