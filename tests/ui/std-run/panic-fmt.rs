// run-fail
// check-run-results
// edition:2021
// A formatted panic (panic_fmt) in edition 2021.
fn main() {
    let x = 5;
    panic!("bad value {}", x);
}
