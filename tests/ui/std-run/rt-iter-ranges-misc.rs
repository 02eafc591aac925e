// run-pass
// check-run-results
// edition:2021
// char ranges, range Debug/eq/is_empty/contains, RangeBounds, partition, rposition, size_hint, ref operators.
fn main() {
    for c in 'a'..='e' { print!("{}", c); }
    println!();
    for c in ('a'..'f').rev() { print!("{}", c); }
    println!();
    println!("{}", ('a'..='z').count());
    println!("{:?}", ('x'..='z').last());
    let x = 5;
    let r = &x;
    println!("{} {}", -r, !r);
    println!("{:?} {:?} {:?} {:?}", 1..4, 2..=7, ..3, 5..);
    println!("{:?}", ..=9);
    let mut ri = 1..=2;
    ri.next(); ri.next();
    println!("{:?} {}", ri, ri.is_empty());
    println!("{} {} {}", (1..=3).is_empty(), (5..1).is_empty(), (2..2).contains(&2));
    println!("{}", (1..5) == (1..5));
    let c = (0..3).clone();
    println!("{:?}", c);
    use std::ops::{Bound, RangeBounds};
    println!("{:?} {:?}", (1..=5).end_bound(), (..7).start_bound());
    println!("{}", (..=7).contains(&7));
    #[derive(Default)]
    struct Count(i32, i32);
    impl Extend<i32> for Count {
        fn extend<T: IntoIterator<Item = i32>>(&mut self, iter: T) {
            for x in iter { self.0 += 1; self.1 += x; }
        }
    }
    let (ev, od): (Count, Count) = (1..=6).partition(|x| *x % 2 == 0);
    println!("{} {} {} {}", ev.0, ev.1, od.0, od.1);
    println!("{}", (1..4).eq(1..4));
    println!("{:?}", (1..4).max());
    println!("{:?}", [1i32, 2, 3].iter().rposition(|x| *x < 3));
    println!("{:?}", Bound::Included(3));
    println!("{:?}", (0..10).step_by(4).size_hint());
    println!("{:?}", (0..10).skip(3).take(4).size_hint());
    println!("{}", (1..=3i32).rev().map(|x: i32| x * 2).fold(0, |a, b| a * 10 + b));
}
