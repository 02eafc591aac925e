// run-pass
// check-run-results
// edition:2021
// Slice and array methods: sort, binary_search, windows, chunks, iter_mut, map, into_iter, rotate, split_at_mut, try_from, cmp.
fn main() {
    let mut a = [5, 3, 8, 1, 9, 2];
    println!("{} {:?} {:?}", a.len(), a.first(), a.last());
    a.sort_unstable();
    println!("{:?}", a);
    println!("{:?} {:?}", a.binary_search(&8), a.binary_search(&4));
    a.reverse();
    println!("{:?}", a);
    a.swap(0, 5);
    println!("{:?}", a);
    let (l, r) = a.split_at(2);
    println!("{:?} {:?}", l, r);
    for w in a.windows(3) { print!("{:?} ", w); }
    println!();
    for c in a.chunks(4) { print!("{:?} ", c); }
    println!();
    for x in a.iter_mut() { *x *= 10; }
    println!("{:?}", a);
    for x in a.iter_mut().rev() { *x += 1; print!("{} ", x); }
    println!();
    let b = a.map(|x| x / 2);
    println!("{:?}", b);
    let mut total = 0;
    for x in b { total += x; }
    println!("{}", total);
    let v: [i32; 3] = [3, 1, 2]; let v = v.into_iter().rev().fold(0, |a, b| a * 10 + b);
    println!("{:?}", v);
    println!("{} {}", a.contains(&91), a.starts_with(&[91]));
    a.rotate_left(2);
    println!("{:?}", a);
    let mut big = [0u32; 300]; for i in 0..300u32 { big[i as usize] = (i * 7919) % 1000; }
    big.sort_unstable_by(|x, y| y.cmp(x));
    let ok = big.windows(2).all(|w| w[0] >= w[1]);
    println!("{} {} {}", ok, big[0], big[299]);
    let mut pairs = [(2, 1), (1, 2), (2, 3), (1, 4), (0, 5)];
    pairs.sort_unstable_by_key(|p| p.0);
    println!("{:?}", pairs);
    let (mut x, mut y) = ([1, 2, 3, 4], 0);
    {
        let (p, q) = x.split_at_mut(2);
        p[0] = q[1];
        y += p.len();
    }
    println!("{:?} {}", x, y);
    let arr: [i32; 3] = std::convert::TryFrom::try_from(&x[1..]).unwrap();
    println!("{:?}", arr);
    println!("{}", [1, 2, 3] < [1, 3, 0]);
}
