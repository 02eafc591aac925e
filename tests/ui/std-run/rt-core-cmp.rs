// run-pass
// check-run-results
// edition:2021
// Ord/PartialOrd on primitives and Ordering methods, min/max/clamp
use std::cmp::{self, Ordering, Reverse};

fn show(o: Ordering) -> &'static str {
    match o {
        Ordering::Less => "Less",
        Ordering::Equal => "Equal",
        Ordering::Greater => "Greater",
    }
}

fn main() {
    let xs = [3i32, -7, 3, 12];
    for a in xs {
        for b in xs {
            println!("{} {} {} lt={} le={} gt={} ge={}", a, b, show(a.cmp(&b)), a < b, a <= b, a > b, a >= b);
        }
    }
    println!("{}", show(5u8.cmp(&200)));
    println!("{}", show('a'.cmp(&'Z')));
    println!("{}", show(true.cmp(&false)));
    println!("{}", show(false.cmp(&true)));
    println!("{}", show(u64::MAX.cmp(&0)));
    println!("{}", show(i128::MIN.cmp(&i128::MAX)));
    println!("{}", show("abc".len().cmp(&2)));
    println!("{}", show(Ordering::Less.reverse()));
    println!("{}", show(Ordering::Equal.then(Ordering::Greater)));
    println!("{}", show(Ordering::Less.then(Ordering::Greater)));
    println!("{}", show(Ordering::Equal.then_with(|| 1.cmp(&2))));
    println!("{}", show(Ordering::Greater.cmp(&Ordering::Less)));
    println!("{:?}", Ordering::Less.partial_cmp(&Ordering::Less) == Some(Ordering::Equal));
    println!("{} {} {}", Ordering::Less.is_lt(), Ordering::Greater.is_ge(), Ordering::Equal.is_ne());
    println!("{} {}", cmp::max(4, 9), cmp::min(4, 9));
    println!("{} {}", 17u32.max(3), 17u32.min(3));
    println!("{} {} {}", 15.clamp(0, 10), (-5).clamp(0, 10), 5.clamp(0, 10));
    println!("{}", cmp::max_by_key(-8i32, 3, |x| x.abs()));
    println!("{}", cmp::min_by_key(-8i32, 3, |x| x.abs()));
    println!("{}", cmp::max_by(2, 2, |a: &i32, b: &i32| a.cmp(b)));
    println!("{}", cmp::min_by(9, 4, |a: &i32, b: &i32| b.cmp(a)));
    println!("{}", show(Reverse(1).cmp(&Reverse(2))));
    println!("{}", Reverse(5) == Reverse(5));
    let (p, q) = (1.5f64, 2.5f64);
    println!("{} {} {}", p < q, p.partial_cmp(&q) == Some(Ordering::Less), f64::NAN.partial_cmp(&1.0).is_none());
    println!("{}", show(2.0f32.partial_cmp(&2.0).unwrap()));
    let r = &7i64;
    let s = &9i64;
    println!("{} {}", show(r.cmp(&s)), r < s);
    println!("{}", ((), ()) == ((), ()));
    println!("{:?} {:?} {:?}", 3.cmp(&4), 4.cmp(&4), Reverse(3).cmp(&Reverse(4)));
    println!("{:?} {:?}", Reverse("r"), Reverse(Some(2)) < Reverse(None));
    println!("{:?} {:?}", Some(Ordering::Greater), 1.5f64.partial_cmp(&f64::NAN));
    let w: Reverse<u8> = Default::default();
    println!("{:?}", w.clone());
}
