// run-pass
// check-run-results
// edition:2021
// Double-ended and exact-size adapters: skip/take/inspect/filter_map/fuse with rev, len, peekable size_hint.
fn main() {
    let a = [1i32, 2, 3, 4, 5, 6, 7];
    for x in a.iter().skip(2).rev() { print!("{} ", x); }
    println!();
    for x in a.iter().take(3).rev() { print!("{} ", x); }
    println!();
    for x in a.iter().skip(1).take(4).rev() { print!("{} ", x); }
    println!();
    println!("{} {} {}", a.iter().skip(3).len(), a.iter().take(30).len(), a.iter().zip(0..4usize).len());
    println!("{} {}", a.iter().copied().len(), a.iter().cloned().rev().len());
    let mut p = a.iter().peekable();
    p.peek();
    println!("{} {:?}", p.len(), p.size_hint());
    let mut seen = 0;
    for x in a.iter().inspect(|_| seen += 1).rev().take(2) { print!("{} ", x); }
    println!("({})", seen);
    for x in a.iter().filter_map(|x| if x % 2 == 1 { Some(x * 10) } else { None }).rev() { print!("{} ", x); }
    println!();
    let mut f = a.iter().fuse();
    while let Some(x) = f.next() { print!("{} ", x); }
    println!("{:?} {:?}", f.next(), f.size_hint());
    let mut t = (0..10i32).take(5);
    println!("{:?} {:?} {:?}", t.next_back(), t.next(), t.len());
    for x in (0..10i32).skip(7).rev() { print!("{} ", x); }
    println!();
}
