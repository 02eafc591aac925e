// run-pass
// check-run-results
// u128/i128 are aligned to 8 (rustc 1.63 on x86_64): values read from
// and written to memory at 8-aligned addresses (constants, fields,
// slices) must not use 16-aligned accesses.
const U: u128 = u128::MAX.saturating_add(1);
const I: i128 = i128::MIN.saturating_sub(1);
const PAIR: (u64, u128) = (7, 1 << 100);

#[inline(never)]
fn get(p: &(u64, u128)) -> u128 {
    p.1
}

#[inline(never)]
fn put(p: &mut (u64, u128), v: u128) {
    p.1 = v;
}

fn main() {
    println!("{} {} {}", U, I, std::mem::align_of::<u128>());
    println!("{}", get(&PAIR));
    let mut v = vec![(1u64, 5u128); 3];
    put(&mut v[1], 77);
    println!("{} {}", get(&v[1]), get(&v[2]));
    let b: Box<[(u8, i128)]> = vec![(1u8, -3i128), (2, i128::MIN)].into_boxed_slice();
    println!("{:?}", b);
}
