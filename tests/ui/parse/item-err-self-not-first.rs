struct S;
impl S {
    fn f(x: u8, &self) {} //~ ERROR unexpected `self` parameter in function
}

fn main() {}
