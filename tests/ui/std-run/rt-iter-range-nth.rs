// run-pass
// check-run-results
// edition:2021
// Range nth/nth_back (jumping, exhausting) and step_by over large and inclusive ranges.
fn main() {
    let mut r = 0..10u32;
    println!("{:?} {:?} {:?}", r.nth(3), r.nth_back(2), r);
    println!("{:?} {:?}", r.nth(100), r);
    let mut r = 5..8i8;
    println!("{:?} {:?} {:?}", r.nth_back(0), r.nth_back(5), r);
    println!("{:?}", (0..1_000_000_000_000u64).step_by(300_000_000_000).last());
    println!("{:?}", (250u8..=255).step_by(2).last());
    let mut x = -3i32..3;
    println!("{:?} {:?}", x.nth(5), x.next());
    println!("{:?}", (0..100usize).rev().step_by(33).fold(0, |a, b| a + b));
}
