// run-pass
// check-run-results
// edition:2021
// Issue 14, case 1: tuple (and slice, struct) patterns against a reference
// are irrefutable: default binding modes, in `let`, closure parameters
// (`find(|(k, _)| ..)`) and `for`.
fn main() {
    let pair = (1, String::from("one"));
    let (a, b) = &pair;
    println!("{} {}", a, b);
    let v: Vec<(&str, i32)> = vec![("a", 1), ("b", 2)];
    if let Some((k, n)) = v.iter().find(|(k, _)| *k == "b") { println!("{} {}", k, n); }
    let pos = v.iter().position(|&(k, _)| k == "a");
    println!("{:?}", pos);
    for (k, n) in &v { println!("{}{}", k, n); }
    let ((x, y), z) = &((1, 2), 3);
    println!("{}", x + y + z);
    let [p, q] = &[5, 6];
    println!("{}", p * q);
    struct S { a: i32, b: (u8, u8) }
    let s = S { a: 1, b: (2, 3) };
    let S { a, b: (c, d) } = &s;
    println!("{} {} {}", a, c, d);
}
