// run-pass
// check-run-results
// edition:2021
// Option combinators
use std::iter::FromIterator;

struct Total(i32);
impl FromIterator<i32> for Total {
    fn from_iter<I: IntoIterator<Item = i32>>(iter: I) -> Total {
        let mut t = 0;
        for x in iter {
            println!("item {}", x);
            t += x;
        }
        Total(t)
    }
}

fn half(x: i32) -> Option<i32> {
    if x % 2 == 0 { Some(x / 2) } else { None }
}

fn main() {
    let a: Option<i32> = Some(8);
    let n: Option<i32> = None;
    println!("{} {} {} {}", a.is_some(), a.is_none(), n.is_some(), n.is_none());
    println!("{:?} {:?}", a.map(|x| x * 3), n.map(|x| x * 3));
    println!("{:?} {:?} {:?}", a.and_then(half), a.and_then(half).and_then(half).and_then(half).and_then(half), n.and_then(half));
    println!("{} {}", a.unwrap_or(-1), n.unwrap_or(-1));
    println!("{} {}", a.unwrap_or_else(|| 42), n.unwrap_or_else(|| 42));
    println!("{} {}", a.unwrap_or_default(), n.unwrap_or_default());
    println!("{} {}", a.map_or(0, |x| x + 1), n.map_or(0, |x| x + 1));
    println!("{} {}", a.map_or_else(|| -9, |x| x - 1), n.map_or_else(|| -9, |x| x - 1));
    println!("{:?} {:?}", a.ok_or("none"), n.ok_or("none"));
    println!("{:?} {:?}", a.ok_or_else(|| 5u8), n.ok_or_else(|| 5u8));
    println!("{:?} {:?} {:?}", a.filter(|x| *x > 5), a.filter(|x| *x > 50), n.filter(|_| true));
    println!("{:?} {:?} {:?}", a.or(Some(1)), n.or(Some(1)), n.or(None));
    println!("{:?} {:?}", a.or_else(|| Some(2)), n.or_else(|| Some(2)));
    println!("{:?} {:?} {:?}", a.xor(Some(1)), a.xor(None), n.xor(Some(3)));
    println!("{:?} {:?}", a.and(Some("x")), n.and(Some("x")));
    println!("{:?} {:?}", a.zip(Some('c')), a.zip(None::<char>));
    let mut m = Some(3);
    if let Some(v) = m.as_mut() {
        *v += 10;
    }
    println!("{:?} {:?}", m, m.as_ref().map(|v| *v * 2));
    let t = m.take();
    println!("{:?} {:?}", t, m);
    let old = m.replace(5);
    println!("{:?} {:?}", old, m);
    let r = m.insert(6);
    *r += 1;
    println!("{:?}", m);
    let mut e: Option<i32> = None;
    *e.get_or_insert(10) += 1;
    *e.get_or_insert(100) += 1;
    println!("{:?}", e);
    let mut f: Option<u32> = None;
    *f.get_or_insert_with(|| 40) += 2;
    *f.get_or_insert_with(|| 0) += 2;
    println!("{:?}", f);
    let v = 7;
    let rv: Option<&i32> = Some(&v);
    println!("{:?} {:?}", rv.copied(), rv.cloned());
    println!("{:?} {:?}", Some(Some(4)).flatten(), Some(None::<i32>).flatten());
    let tr: Option<Result<i32, &str>> = Some(Ok(3));
    println!("{:?}", tr.transpose());
    let mut sum = 0;
    for x in a.iter() {
        sum += x;
    }
    let mut it = a.into_iter();
    sum += it.next().unwrap();
    println!("{:?} {:?}", it.next(), n.into_iter().next());
    println!("{}", sum);
    let c = a.clone();
    println!("{:?} {}", c, c == a);
    println!("{} {}", a > n, Some(1) < Some(2));
    println!("{}", Some(4).expect("has value"));
    println!("{}", Some("s").unwrap());
    let all: Option<Total> = [Some(1), Some(2), Some(3)].into_iter().collect();
    let none: Option<Total> = [Some(1), None, Some(3)].into_iter().collect();
    println!("{:?} {:?}", all.map(|t| t.0), none.map(|t| t.0));
}
