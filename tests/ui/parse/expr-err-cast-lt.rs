// compile-flags: -Zparse-crate-root-only
// `a as usize < b`: the `<` starts generic arguments of `usize`.

fn f(a: u32, b: usize) -> bool {
    a as usize < b
    //~^ ERROR `<` is interpreted as a start of generic arguments for `usize`, not a comparison
}

fn g(a: u32) -> u32 {
    a as u32 << 2
    //~^ ERROR `<` is interpreted as a start of generic arguments for `u32`, not a shift
}

fn main() {}
