// ignore-test: rcc bug: E0220 for `T::Target` in a signature when `T: Deref` is only in the where clause
// run-pass
// check-run-results
// edition:2021
// rcc: error[E0220] associated type `Target` not found for `T` when a
// method's return type names `T::Target` and `T: Deref` is only in the
// method's where clause (rustc accepts). Hits Option::as_deref / Result::as_deref.
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
