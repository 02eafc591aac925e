// run-pass
// check-run-results
// edition:2021
// A comparison's right operand is coerced to the type the comparison
// trait's one impl decides: `*const T == *mut T` compares as *const T
// (core's slice iterator `is_empty!` on IterMut).
fn same<T>(a: *const T, end: *mut T) -> bool { a as *const T == end }
fn before<T>(a: *const T, end: *mut T) -> bool { a < end }
fn main() {
    let mut v = [1u8, 2];
    let p = v.as_mut_ptr();
    println!("{} {}", same(p as *const u8, p), before(p as *const u8, p.wrapping_add(1)));
}
