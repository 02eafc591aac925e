// run-pass
// check-run-results
// edition:2021
// An argument is coerced to its parameter type as the pending obligations
// decide it: `contains(&x)` with x: &T and `T: Borrow<?Q>` (only the blanket
// impl fits a parameter T, so ?Q = T) coerces `&&T` to `&T` (alloc's
// btree set Difference/Intersection).
use std::borrow::Borrow;
struct Set<T> { v: Vec<T> }
impl<T> Set<T> {
    fn contains<Q: ?Sized>(&self, value: &Q) -> bool where T: Borrow<Q>, Q: PartialEq {
        self.v.iter().any(|x| x.borrow() == value)
    }
}
fn diff<T: PartialEq>(a: &[T], b: &Set<T>) -> usize {
    let mut n = 0;
    for x in a.iter() {
        if !b.contains(&x) { n += 1; }
    }
    n
}
fn main() {
    let s = Set { v: vec![1, 2, 3] };
    println!("{}", diff(&[2, 5, 7], &s));
    println!("{}", s.contains(&3));
}
