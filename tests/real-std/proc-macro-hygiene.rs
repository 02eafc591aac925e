// run-pass
// check-run-results
// aux-build:pm-kit.rs
// Hygiene of a procedural macro's tokens: call-site names resolve at the
// call (the caller sees them), mixed-site locals are the macro's own.
#[macro_use]
extern crate pm_kit;

fn main() {
    let b = 10;
    let_call_site!();
    let_mixed_site!();
    println!("{} {}", a, b);
}
