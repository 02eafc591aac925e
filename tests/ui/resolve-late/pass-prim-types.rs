// check-pass
// Primitive types, and paths starting with them (type-relative).

fn main() {
    let _a: u8 = 1;
    let _b: (i32, f64, bool, char) = (1, 2.0, true, 'c');
    let _s: &str = "x";
    let _m = u8::MAX;
    let _n = <i32>::MIN;
}
