// run-pass
// check-run-results
// edition:2021
// Issue 14, case 12: the closure of `map_or(Ok(100), |s| s.parse())` gets
// its parameter type (`&&str`) from `map_or`'s signature in time for the
// method call on it.
use std::num::ParseIntError;
fn parse(line: &str) -> Result<i32, ParseIntError> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let n = w.get(1).map_or(Ok(100), |s| s.parse())?;
    let m: i32 = w.get(0).map(|s| s.parse()).unwrap_or(Ok(0))?;
    Ok(n + m)
}
fn main() {
    println!("{:?} {:?} {:?}", parse("1 42"), parse("5"), parse("x"));
    let o = Some("3").map_or(0, |s| s.len());
    println!("{}", o);
}
