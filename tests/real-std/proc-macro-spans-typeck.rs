// aux-build:pm-kit.rs
// The tokens an attribute macro passes through keep their spans: a type
// error in the item's body points into the source as written.
#[macro_use]
extern crate pm_kit;

#[traced(spans)]
fn answer() -> u32 {
    let x: u32 = "forty-two"; //~ ERROR mismatched types
    x
}

fn main() {
    answer();
}
