// run-pass
// check-run-results
// edition:2021
// max/min_by(_key) tie-breaking, sort_unstable_by_key on a large slice, binary_search, chunks/windows len.
fn main() {
    let a = [(1i32, 'a'), (3, 'b'), (1, 'c'), (3, 'd')];
    println!("{:?} {:?}", a.iter().max_by_key(|p| p.0), a.iter().min_by_key(|p| p.0));
    println!("{:?} {:?}", a.iter().max_by(|x, y| x.0.cmp(&y.0)), a.iter().min_by(|x, y| x.0.cmp(&y.0)));
    let mut b = a;
    b.sort_unstable_by_key(|p| -p.0);
    println!("{:?}", b);
    let mut big = [0u16; 1000];
    let mut seed = 12345u32;
    for x in big.iter_mut() { seed = seed.wrapping_mul(1103515245).wrapping_add(12345); *x = (seed >> 16) as u16 % 50; }
    let mut keyed = [(0u16, 0usize); 1000];
    for (i, x) in big.iter().enumerate() { keyed[i] = (*x, i); }
    keyed.sort_unstable_by_key(|p| p.0);
    let sorted = keyed.windows(2).all(|w| w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[0].1 < w[1].1));
    println!("{} {}", sorted || keyed.windows(2).all(|w| w[0].0 <= w[1].0), keyed[999].0);
    big.sort_unstable();
    println!("{:?} {:?}", big.binary_search(&49).is_ok(), big.binary_search(&50));
    println!("{}", big.iter().map(|x| *x as u32).sum::<u32>());
    println!("{} {}", a.chunks(3).len(), a.windows(2).len());
}
