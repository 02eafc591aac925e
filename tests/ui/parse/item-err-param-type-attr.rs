fn f(id: #[allow(dead_code)] i32) {} //~ ERROR attributes cannot be applied to a function parameter's type

fn main() {}
