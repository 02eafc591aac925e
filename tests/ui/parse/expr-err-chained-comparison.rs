// compile-flags: -Zparse-crate-root-only
// Comparison operators are non-associative.

fn f(a: u32, b: u32, c: u32) -> bool {
    a == b == c
    //~^ ERROR comparison operators cannot be chained
}

fn g(a: u32, b: u32, c: u32) -> bool {
    a < b <= c
    //~^ ERROR comparison operators cannot be chained
}

fn h(a: u32, b: u32, c: u32) -> bool {
    a > b == c
    //~^ ERROR comparison operators cannot be chained
}

fn main() {}
