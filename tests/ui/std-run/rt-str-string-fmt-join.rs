// run-pass
// check-run-results
// edition:2021
// String formatting (padding, Debug escapes), write!, comparisons, collect, join/concat of Vec<String> and Vec<Vec<T>>, slice repeat
use std::fmt::Write;
fn main() {
    let a = String::from("foo");
    let b = String::from("bar");
    let c = a.clone() + b.as_str();
    let mut d = c.clone();
    d += a.as_str();
    d += "!";
    println!("{} {} {} {}", a, b, c, d);
    println!("[{:>8}] [{:<6}] [{:^7}] [{:?}]", a, b, "mid", "q\"uote\n");
    println!("{}", d.contains(&b));
    let words = ["x", "yy"];
    for w in words.iter() {
        print!("{} ", "xyy".contains(w));
    }
    println!();
    let s: String = "hello".chars().rev().collect();
    let t: String = vec_str().into_iter().collect();
    println!("{} {}", s, t);
    let n = 7;
    let f = format!("{}-{:03}-{:x}-{}", n, n, 255, true);
    println!("{} {}", f, f.len());
    println!("{} {} {}", 12.to_string(), 'c'.to_string(), "s".to_string());
    let mut w = String::new();
    write!(w, "{}+{}", 1, 2).unwrap();
    writeln!(w, "={}", 3).unwrap();
    print!("{}", w);
    println!("{}", a == "foo" && "foo" == a && a == String::from("foo") && a != b);
    println!("{:?}", a.as_str() < b.as_str());
    let mut e = String::with_capacity(10);
    println!("{} {}", e.is_empty(), e.capacity() >= 10);
    e.push_str("abc");
    e.truncate(1);
    println!("{} {}", e, e.len());
    e.clear();
    println!("[{}] {}", e, e.is_empty());
    let bytes = String::from("hi").into_bytes();
    println!("{:?}", bytes);
    let parts = vec_str();
    println!("{} / {}", parts.join("-"), parts.concat());
    let nested = vec![vec![1, 2], vec![3]];
    println!("{:?} {:?} {:?}", nested.concat(), nested.join(&0), nested.join(&[8, 9][..]));
    println!("{:?}", [1, 2].repeat(3));
}
fn vec_str() -> Vec<String> {
    let mut v = Vec::new();
    v.push(String::from("ab"));
    v.push(String::from("cd"));
    v
}
