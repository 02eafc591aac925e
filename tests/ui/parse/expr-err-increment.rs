// compile-flags: -Zparse-crate-root-only
// Rust has no `++`.

fn f() {
    ++x;
    //~^ ERROR Rust has no prefix increment operator
}

fn g() {
    x++;
    //~^ ERROR Rust has no postfix increment operator
}

fn main() {}
