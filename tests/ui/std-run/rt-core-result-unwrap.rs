// run-fail
// check-run-results
// edition:2021
// Result::unwrap on Err: the message with the error's Debug, at the caller's location
fn parse(s: &str) -> Result<u8, std::num::ParseIntError> {
    s.parse::<u8>()
}

fn main() {
    println!("{}", parse("12").unwrap());
    parse("1x").unwrap();
}
