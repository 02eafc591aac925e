// run-pass
// check-run-results
// edition:2021
// Arithmetic with reference operands in iterator closures (&a % b, a * &b, sum/product of &T).
fn main() {
    let a = [1, 2, 3, 4, 5, 6];
    let evens = a.iter().filter(|x| *x % 2 == 0).count();
    println!("{}", evens);
    let s: i32 = a.iter().map(|x| x * 2).sum();
    println!("{}", s);
    let mut t = 0;
    for x in &a { t += x; }
    println!("{}", t);
    let b = 7;
    let r = &b;
    println!("{} {} {}", r + 1, 1 + r, r * r);
    let c = 5u8 & 3;
    let d = 1 + 2 * 3;
    println!("{} {}", c, d);
    let n: i32 = (1..=4).map(|x| x * x).filter(|x| x % 2 == 0).sum();
    println!("{}", n);
    println!("{}", (0..100).filter(|x| x % 7 == 0).count());
    let p: i32 = a.iter().product();
    println!("{}", p);
}
