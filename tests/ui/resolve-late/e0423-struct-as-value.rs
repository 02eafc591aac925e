// A struct with named fields used as a value: E0423, with the struct
// literal syntax suggested.

struct Measurement {
    amount: i32,
}

fn main() {
    let _m = Measurement; //~ ERROR expected value, found struct `Measurement`
}
