// A constant cannot use a local: E0435.

fn main() {
    let size = 3;
    const TOTAL: i32 = size; //~ ERROR attempt to use a non-constant value in a constant
}
