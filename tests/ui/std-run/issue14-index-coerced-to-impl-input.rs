// run-pass
// check-run-results
// edition:2021
// Issue 14, case 14: `m[b]` with `m: HashMap<u8, u32>` and `b: &&u8`: the
// index is coerced to the type the one `Index<&Q>` impl decides
// (`&u8`, Q from `u8: Borrow<Q>`), by deref coercion; also `s["k"]` and
// `s[&key]` on a HashMap<String, i32>.
use std::collections::HashMap;
fn main() {
    let mut m: HashMap<u8, u32> = HashMap::new();
    m.insert(1, 10);
    m.insert(2, 20);
    let bs = [1u8, 2];
    for b in bs.iter().filter(|b| **b > 0) {
        // b: &u8; the closure's param is &&u8
        println!("{}", m[b]);
    }
    let c: Vec<u32> = bs.iter().filter(|b| m[b] > 10).map(|b| m[b]).collect();
    println!("{:?}", c);
    let mut s: HashMap<String, i32> = HashMap::new();
    s.insert("k".to_string(), 1);
    println!("{}", s["k"]);
    let key = String::from("k");
    println!("{}", s[&key]);
}
