// run-pass
// check-run-results
// edition:2021
// Issue 14, case 3: `s += v` with `s` an integer variable and `v: &u64` the
// item of a `for` loop: the right operand's type comes from the loop's
// pending obligations, and selects `u64: AddAssign<&u64>` (s is u64, not
// the i32 fallback); also `*=`, `-=` and a `t += a[i - 1]` over `[u8; 3]`.
fn total(row: &[u64]) -> u64 {
    let mut s = 0;
    for v in row { s += v; }
    s
}
fn main() {
    let row: Vec<u64> = vec![1, 2, 3];
    let mut s = 0;
    for v in &row { s += v; }
    println!("{} {}", s, total(&row));
    let a = [4u8, 5, 6];
    let mut t = 0;
    for i in 1..=3 { t += a[i - 1]; }
    println!("{}", t);
    let mut m = 1;
    for v in row.iter() { m *= v; }
    println!("{}", m);
    let mut d = 100;
    d -= &row[0];
    println!("{}", d);
    let x = 5;
    let y: u16 = x + 1;
    let mut z = 0;
    z += 1i64;
    println!("{} {}", y, z);
}
