// compile-flags: -Zparse-crate-root-only
// `a..=` needs an end, in expressions and in patterns.

fn main() {
    let x = 1..=;
    //~^ ERROR inclusive range with no end
    match x {
        0..= => {}
        //~^ ERROR inclusive range with no end
        _ => {}
    }
}
