// run-fail
// check-run-results
// edition:2021
// normalize-stderr-test: "', .*:\d+:\d+" -> "', LOCATION"
// Slicing a str inside a multi-byte char panics with rustc's message.
fn main() {
    let s = "héllo";
    println!("{:?} {:?}", s.get(1..2), s.get(0..3));
    let at = s.find('l').unwrap() - 1;
    println!("{}", &s[at + 1..]);
    println!("{}", &s[..at]);
}
