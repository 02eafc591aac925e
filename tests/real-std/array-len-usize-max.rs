// run-pass
// check-run-results
// edition:2021
// An array of usize::MAX zero-sized elements (alloctests'
// test_into_flattened_size_overflow): its length is a known constant, not
// the "unknown length" sentinel that usize::MAX is in the type's cached
// length, so the array type, its layout and its methods are fine.
fn main() {
    let a = [(); usize::MAX];
    println!("{} {}", a.len(), std::mem::size_of_val(&a));
    let v = vec![[(); usize::MAX]; 2];
    println!("{} {}", v.len(), v[1].len());
    let b: [u8; 0] = [];
    println!("{}", b.len());
}
