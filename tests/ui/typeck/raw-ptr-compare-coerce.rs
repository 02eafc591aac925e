// Comparing raw pointers: the right operand coerces to the left one's
// type (`*const T == *mut T`), as rustc coerces it to the single impl's Rhs.
// run-pass
// check-run-results
struct It<T> { ptr: *mut T, end: *mut T }
impl<T> It<T> {
    fn empty(&self) -> bool { self.ptr as *const T == self.end }
}
fn lt(a: *const u8, b: *mut u8) -> bool { a < b }
fn main() {
    let mut v = [1u8, 2];
    let p = v.as_mut_ptr();
    let it = It { ptr: p, end: p };
    let q = p.wrapping_add(1);
    println!("{} {} {}", it.empty(), lt(p, q), (p as *const u8) != q);
}
