// run-pass
// check-run-results
// edition:2021
// Issue 14, case 5: `a.iter().zip(b.iter()).map(|(x, y)| x + y)` on Vec<i32>:
// the closure's tuple parameter is `(&i32, &i32)` and `&i32 + &i32` is i32.
fn dot(a: &[i32], b: &[i32]) -> i32 { a.iter().zip(b).map(|(x, y)| x * y).sum() }
fn main() {
    let a = vec![1, 2, 3];
    let b = vec![10, 20, 30];
    let c: Vec<i32> = a.iter().zip(b.iter()).map(|(x, y)| x + y).collect();
    let d: i32 = a.iter().zip(b.iter()).map(|(x, y)| x + y).sum();
    let e = a.iter().zip(&b).map(|(&x, &y)| x - y).collect::<Vec<_>>();
    println!("{:?} {} {:?} {}", c, d, e, dot(&a, &b));
}
