// run-pass
// check-run-results
// edition:2021
// Issue 14, case 7: `.rev().copied().collect()`, `.cloned()`,
// `.flatten().copied()` over iterators of `&&str` and `&u32`.
fn main() {
    let words = vec!["a", "b", "c"];
    let r = words.iter().rev().copied().collect::<Vec<&str>>();
    let r2: Vec<&str> = words.iter().rev().cloned().collect();
    let nested = vec![vec!["x", "y"], vec!["z"]];
    let f = nested.iter().flatten().copied().collect::<Vec<&str>>();
    let s: String = words.iter().rev().copied().collect();
    let n: Vec<u32> = [3u32, 1].iter().copied().rev().collect();
    let t = "c";
    println!("{:?} {:?} {:?} {} {:?} {}", r, r2, f, s, n, t);
}
