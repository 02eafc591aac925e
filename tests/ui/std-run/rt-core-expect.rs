// run-fail
// check-run-results
// edition:2021
// Result::expect on Err: "msg: {error:?}" at the caller's location
fn main() {
    let r: Result<i32, (i32, &str)> = Err((-3, "neg"));
    println!("{}", Some(3).expect("first"));
    let v = r.expect("value should be positive");
    println!("{}", v);
}
