// run-pass
// check-run-results
// edition:2021
// Issue 14, case 2: an integer variable used as an array or Vec index is
// inferred `usize` (`for i in 1..=3 { a[i - 1] = i as u8; }`).
fn main() {
    let mut a = [0u8; 3];
    for i in 1..=3 {
        a[i - 1] = i as u8;
    }
    let mut b = [0u32; 4];
    let mut k = 0;
    while k < 4 { b[k] = k as u32 * 2; k += 1; }
    let j = 2;
    let v = vec![7, 8, 9];
    println!("{:?} {:?} {}", a, b, v[j]);
    let mut idx = 0;
    idx += 1;
    println!("{}", a[idx]);
}
