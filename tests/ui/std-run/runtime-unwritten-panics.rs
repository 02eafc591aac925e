// run-fail
// check-run-results
// edition:2021
// A body of rcc's runtime that is not written yet (core's
// `__rcc_unwritten!()`, rcc's own) panics and says so: the program stops
// with status 101 instead of hanging. (rcc-specific: rustc's core has no
// such macro.)
fn unwritten() -> u32 {
    core::__rcc_unwritten!()
}
fn main() {
    println!("before");
    let n = unwritten();
    println!("never {}", n);
}
