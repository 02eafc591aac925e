// run-pass
// check-run-results
// edition:2021
// Range iteration (rev, step_by, contains) and Iterator adapters/consumers.
fn main() {
    let mut s = 0;
    for i in 0..10 { s += i; }
    println!("{}", s);
    for i in (0..5).rev() { print!("{} ", i); }
    println!();
    for i in (1..=5).rev() { print!("{} ", i); }
    println!();
    for i in (0..20).step_by(3) { print!("{} ", i); }
    println!();
    println!("{} {} {}", (0..10).contains(&5), (0..10).contains(&10), (1..=10).contains(&10));
    let v: i32 = (1..=4).map(|x| x * x).filter(|x| *x % 2 == 0).sum();
    println!("{}", v);
    let p: i64 = (1..=10).product();
    println!("{}", p);
    println!("{}", (0..100).filter(|x| *x % 7 == 0).count());
    println!("{:?}", (0..10).find(|&x| x * x > 20));
    println!("{:?}", (0..10).position(|x| x == 4));
    println!("{:?} {:?}", (3..9).max(), (3..9).min());
    println!("{:?}", (0..5).last());
    println!("{:?}", (0..5).nth(2));
    println!("{} {}", (0..5).any(|x| x == 3), (0..5).all(|x| x < 3));
    let f = (1..5).fold(100, |a, b| a - b);
    println!("{}", f);
    for (i, x) in (10..13).enumerate() { print!("{}:{} ", i, x); }
    println!();
    for (a, b) in (0..3).zip(5..100) { print!("{}-{} ", a, b); }
    println!();
    for x in [0, 1, 2] { print!("{} ", x); }
    println!();
    for x in (0..10).skip(3).take(4) { print!("{} ", x); }
    println!();
    (0..3).for_each(|x| print!("<{}>", x));
    println!();
}
