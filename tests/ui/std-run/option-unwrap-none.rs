// run-fail
// check-run-results
// Option::unwrap on None: core::panicking::panic's message at the
// caller's location.
fn main() {
    let o: Option<i32> = None;
    println!("unwrapping");
    o.unwrap();
}
