trait T {
    fn f();
    /// dangling //~ ERROR found a documentation comment that doesn't document anything
}
struct S {
    a: u8,
    /// dangling //~ ERROR found a documentation comment that doesn't document anything
}

fn main() {}
