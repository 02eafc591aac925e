// run-pass
// check-run-results
// edition:2021
// Issue 14, case 9: Option::as_deref / as_deref_mut and Result::as_deref
// (`T::Target` with `T: Deref` only in the method's where clause).
fn main() {
    let o: Option<String> = Some(String::from("hi"));
    println!("{:?}", o.as_deref());
    match o.as_deref() { Some("hi") => println!("yes"), _ => println!("no") }
    let v: Option<Vec<u8>> = Some(vec![1, 2]);
    println!("{:?}", v.as_deref().map(|s| s.len()));
    let mut m: Option<String> = Some(String::from("a"));
    if let Some(s) = m.as_deref_mut() { s.make_ascii_uppercase(); }
    println!("{:?}", m);
    let r: Result<String, u8> = Ok("z".to_string());
    println!("{:?}", r.as_deref());
}
