fn f(x: i32): i32 { x } //~ ERROR return types are denoted using `->`

fn main() {}
