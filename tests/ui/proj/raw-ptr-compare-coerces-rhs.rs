// run-pass
// check-run-results
// edition:2021
// A comparison of scalars coerces the right operand to the left one's
// type (their PartialEq/PartialOrd impls have Rhs = Self, and rustc
// coerces the operand to the Rhs the lookup found): `*const T == *mut T`
// (core's slice iterators' is_empty!).
struct It<T> {
    ptr: *mut T,
    end: *mut T,
}
impl<T> It<T> {
    fn is_empty(&self) -> bool { self.ptr as *const T == self.end }
    fn before(&self) -> bool { (self.ptr as *const T) < self.end }
}
fn main() {
    let mut a = [1, 2];
    let p = a.as_mut_ptr();
    let it = It { ptr: p, end: unsafe { p.add(2) } };
    let done = It { ptr: p, end: p };
    println!("{} {} {} {}", it.is_empty(), it.before(), done.is_empty(), done.before());
}
