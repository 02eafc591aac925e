// run-pass
// check-run-results
// edition:2021
// Sum/Product of Result and Option items: stops at the first Err/None.
fn half(x: i32) -> Result<i32, i32> { if x % 2 == 0 { Ok(x / 2) } else { Err(x) } }
fn pos(x: i32) -> Option<i32> { if x > 0 { Some(x) } else { None } }
fn main() {
    let a = [2i32, 4, 6, 8];
    let b = [2i32, 3, 6, 7];
    let r1: Result<i32, i32> = a.iter().map(|x: &i32| half(*x)).sum();
    let r2: Result<i32, i32> = b.iter().map(|x: &i32| half(*x)).sum();
    let r3: Result<i32, i32> = a.iter().map(|x: &i32| half(*x)).product();
    println!("{:?} {:?} {:?}", r1, r2, r3);
    let o1: Option<i32> = a.iter().map(|x: &i32| pos(*x)).sum();
    let o2: Option<i32> = [1i32, -1, 5].iter().map(|x: &i32| pos(*x)).product();
    println!("{:?} {:?}", o1, o2);
    let mut calls = 0;
    let r4: Result<i32, i32> = b.iter().map(|x: &i32| { calls += 1; half(*x) }).sum();
    println!("{:?} {}", r4, calls);
}
