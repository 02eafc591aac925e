// run-pass
// check-run-results
// adt_const_params with a fieldless enum: the value is a scalar.
#![feature(adt_const_params)]
#![allow(incomplete_features)]
#[derive(PartialEq, Eq)]
enum E {
    A,
    B,
}
struct S<const X: E>;
impl<const X: E> S<X> {
    fn get(&self) -> u8 {
        if X == E::A { 1 } else { 2 }
    }
}
fn main() {
    println!("{} {}", S::<{ E::A }>.get(), S::<{ E::B }>.get());
}
