// run-pass
// check-run-results
// edition:2021
// More Iterator adapters and sources: max_by_key, flat_map, flatten, peekable, take_while, scan, cycle, inspect, successors, from_fn, try_fold, lt.
fn main() {
    let a = [4i32, -7, 2, 9, -1, 9, 3];
    println!("{:?} {:?}", a.iter().max_by_key(|x| x.abs()), a.iter().min_by_key(|x| x.abs()));
    println!("{:?} {:?}", a.iter().max(), a.iter().min());
    println!("{:?}", a.iter().copied().max_by(|x, y| (x % 5).cmp(&(y % 5))));
    println!("{:?}", a.iter().copied().min_by(|x, y| (x % 5).cmp(&(y % 5))));
    for x in (1..4i32).flat_map(|n: i32| 0..n) { print!("{} ", x); }
    println!();
    let nested = [[1i32, 2], [3, 4], [5, 6]];
    for x in nested.iter().flatten() { print!("{} ", x); }
    println!();
    let mut it = a.iter().peekable();
    while let Some(x) = it.next() {
        if let Some(&&nx) = it.peek() { print!("{}<{}> ", x, nx); } else { print!("{}. ", x); }
    }
    println!();
    for x in a.iter().take_while(|x| **x != 9) { print!("{} ", x); }
    println!();
    for x in a.iter().skip_while(|x| **x != 9) { print!("{} ", x); }
    println!();
    for x in a.iter().scan(0, |acc, x| { *acc += *x; Some(*acc) }) { print!("{} ", x); }
    println!();
    for x in [1i32, 2, 3].iter().cycle().take(7) { print!("{} ", x); }
    println!();
    for (i, x) in a.iter().enumerate().rev() { print!("{}:{} ", i, x); }
    println!();
    for x in a.iter().filter_map(|x| if *x > 0 { Some(x * 100) } else { None }) { print!("{} ", x); }
    println!();
    let mut n = 0;
    for x in a.iter().inspect(|_| n += 1).filter(|x| **x > 3) { print!("{} ", x); }
    println!("({})", n);
    println!("{:?}", a.iter().rev().skip(2).next());
    println!("{}", a.iter().map(|x| x * 2).rev().count());
    println!("{:?}", a.iter().find_map(|x| if *x < 0 { Some(-x) } else { None }));
    let mut r = 0..10i32;
    println!("{:?} {:?} {:?}", r.by_ref().nth(3), r.next(), r.next_back());
    println!("{:?} {:?}", r.len(), r);
    let mut total = 0i64;
    for (a, (b, c)) in (1..4i64).zip((10..13i64).zip(100..103i64)) { total += a * b + c; }
    println!("{}", total);
    println!("{:?}", std::iter::successors(Some(1u32), |x| if *x < 100 { Some(x * 3) } else { None }).last());
    let mut c = 0;
    let v = std::iter::from_fn(|| { c += 1; if c < 5 { Some(c) } else { None } }).fold(0, |a, b| a + b);
    println!("{}", v);
    println!("{}", std::iter::repeat(7u8).take(3).map(|x: u8| x as u32).sum::<u32>());
    println!("{:?}", std::iter::once(5).chain(std::iter::empty()).next());
    println!("{:?}", (0..20i32).rev().step_by(6).last());
    println!("{}", a.iter().try_fold(0i32, |acc, x| acc.checked_add(*x)).unwrap_or(-1));
    println!("{}", (1..=5u64).map(|x| x * x).sum::<u64>());
    println!("{}", a.iter().lt([4i32, -7, 3].iter()));
}
