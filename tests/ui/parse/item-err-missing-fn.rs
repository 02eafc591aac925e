pub foo(x: u8) {} //~ ERROR missing `fn` for function definition

fn main() {}
