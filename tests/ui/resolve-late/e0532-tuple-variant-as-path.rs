// A tuple variant used as a path pattern: E0532, with the tuple-variant
// pattern syntax suggested.

enum Reading {
    Empty,
    Value(i32),
}

fn check(r: Reading) -> i32 {
    match r {
        Reading::Empty => 0,
        Reading::Value => 1, //~ ERROR expected unit struct, unit variant or constant, found tuple variant `Reading::Value`
    }
}

fn main() {}
