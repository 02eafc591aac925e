// run-pass
// check-run-results
// edition:2021
// String: push/push_str (multi-byte), +, +=, pop, insert, remove, retain, split_off, drain, replace_range, format!, to_string, case, repeat, replace, join
fn main() {
    let mut s = String::new();
    s.push('a');
    s.push('é');
    s.push('€');
    s.push('😀');
    s.push_str("xyz");
    println!("{} {}", s, s.len());
    println!("{:?}", s);
    let t = s.clone() + "!";
    let mut u = t.clone();
    u += "?";
    println!("{} {} {}", t, u, u.as_str().len());
    println!("{:?}", u.pop());
    println!("{:?}", u.pop());
    u.insert(1, 'Z');
    u.insert_str(0, "<<");
    println!("{}", u);
    let r = u.remove(2);
    println!("{} {}", r, u);
    u.retain(|c| c != 'x');
    println!("{}", u);
    let tail = u.split_off(3);
    println!("{} | {}", u, tail);
    let n = 42;
    let f = format!("n={} s={}", n, s);
    println!("{}", f);
    println!("{}", n.to_string() + "x");
    println!("{}", "Hello Wörld".to_uppercase());
    println!("{}", "Hello Wörld".to_lowercase());
    println!("{}", "ab".repeat(3));
    println!("{}", "a-b-c".replace("-", "+"));
    println!("{}", "a-b-c".replacen('-', "", 1));
    let v = vec_of(&["x", "y", "z"]);
    println!("{}", v.join(", "));
    println!("{}", v.concat());
    println!("{}", String::from("b") < String::from("c"));
    let mut d = String::from("hello world");
    let dr: String = d.drain(..6).collect();
    println!("[{}] [{}]", dr, d);
    d.replace_range(1..3, "OO");
    println!("{}", d);
    println!("{:?}", String::from_utf8(Vec::from("ok".as_bytes())));
}
fn vec_of<'a>(a: &[&'a str]) -> Vec<&'a str> { a.to_vec() }
