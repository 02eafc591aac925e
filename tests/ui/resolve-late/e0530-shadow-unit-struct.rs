// A `mut` binding named like a unit struct cannot be a pattern: E0530.

struct Marker;

fn main() {
    match Marker {
        mut Marker => {} //~ ERROR match bindings cannot shadow unit structs
    }
}
