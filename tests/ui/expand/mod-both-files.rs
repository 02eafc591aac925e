// Both `both.rs` and `both/mod.rs` exist: E0761.
#[path = "auxiliary/mods"]
mod m {
    mod both; //~ ERROR file for module `both` found at both
}

fn main() {}
