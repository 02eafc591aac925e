// run-fail
// check-run-results
// edition:2021
// Result::unwrap_err on Ok: the message with the value's Debug
fn main() {
    let e: Result<u32, u32> = Err(4);
    println!("{}", e.unwrap_err());
    let r: Result<Option<char>, u32> = Ok(Some('q'));
    r.unwrap_err();
}
