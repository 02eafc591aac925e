// run-pass
// check-run-results
// edition:2021
// `T::Target` in a method's signature when `T: Deref` is only in the
// method's where clause (the impl declares T): the bounds of the owner
// and of its parents count (Option::as_deref, Result::as_deref).
use std::ops::Deref;
struct W<T>(T);
impl<T> W<T> {
    fn get(&self) -> &T::Target
    where
        T: Deref,
    {
        self.0.deref()
    }
}
fn main() {
    let b = W(&5i32);
    println!("{}", b.get());
    let o: Option<&i32> = Some(&3);
    let _ = o;
}
