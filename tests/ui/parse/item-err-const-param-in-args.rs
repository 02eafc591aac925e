impl NInts<const N: usize> {} //~ ERROR unexpected `const` parameter declaration

fn main() {}
