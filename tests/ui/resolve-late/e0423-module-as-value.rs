// A module used as a value: E0423.

mod gizmos {}

fn main() {
    let _g = gizmos; //~ ERROR expected value, found module `gizmos`
}
