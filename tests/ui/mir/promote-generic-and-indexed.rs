// run-pass
// check-run-results
// Promotion of `&expr` where expr uses a const parameter (a promoted
// evaluated per instance), and of the temporary at the root of a
// borrowed place with a run-time index: `&CONST[i]` borrows a promoted
// `CONST` (rustc promotes the borrowed local, the projections stay in
// the body), so the reference is 'static.
const NUMS: [u32; 3] = [10, 20, 30];
const PAIRS: [(u8, [u16; 2]); 2] = [(1, [2, 3]), (4, [5, 6])];

fn sum<const N: usize>() -> &'static usize {
    &(3 + N)
}

#[inline(never)]
fn nth(i: usize) -> &'static u32 {
    &NUMS[i]
}

#[inline(never)]
fn inner(i: usize, j: usize) -> &'static u16 {
    &PAIRS[i].1[j]
}

#[inline(never)]
fn field() -> &'static u32 {
    &(42, 43).1
}

fn main() {
    let a = sum::<13>();
    let b = sum::<1>();
    println!("{} {}", a, b);
    let v: Vec<&'static u32> = (0..3).map(nth).collect();
    println!("{:?}", v);
    println!("{} {} {}", inner(0, 1), inner(1, 0), field());
}
