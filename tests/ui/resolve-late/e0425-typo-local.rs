// A local with a similar name is suggested in place of the label.

fn main() {
    let counter = 1;
    let _x = countr; //~ ERROR cannot find value `countr` in this scope
}
