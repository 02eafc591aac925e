fn f() -> Option<usize>? { None } //~ ERROR invalid `?` in type

fn main() {}
