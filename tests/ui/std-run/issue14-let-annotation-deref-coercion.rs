// run-pass
// check-run-results
// edition:2021
// Issue 14, case 13: `let name: &str = w.get(5).unwrap_or(&"?");` — the
// annotation is a coercion site (`&&str` deref-coerced to `&str`), not a
// type unified into `get`'s result.
fn main() {
    let line = "a b";
    let w: Vec<&str> = line.split_whitespace().collect();
    let name: &str = w.get(5).unwrap_or(&"?");
    let first: &str = w.first().unwrap_or(&"none");
    let s: &str = &String::from("own");
    let v = vec![String::from("x")];
    let t: &str = v.get(0).map(|s| s.as_str()).unwrap_or("d");
    let u: &[u8] = &vec![1u8, 2];
    println!("{} {} {} {} {:?}", name, first, s, t, u);
}
