// run-pass
// check-run-results
// edition:2021
// rcc does not apply deref coercion to the right operand of a binary
// operator: `String + &String` and `String += &String` are rejected
// ("cannot add `&String` to `String`"); rustc coerces &String to &str
// (the only `Add` impl of String).
fn main() {
    let a = String::from("foo");
    let b = String::from("bar");
    let mut c = a.clone() + &b;
    c += &a;
    println!("{}", c);
}
