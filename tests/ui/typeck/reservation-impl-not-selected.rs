// run-pass
// check-run-results
// rustc-env:RUSTC_BOOTSTRAP=1
// An impl marked #[rustc_reservation_impl] (core's `impl<T> From<!> for
// T`) is never selected: `u8: Conv<{integer}>` is the reflexive impl
// alone, which makes the literal a u8 (it was ambiguous).
#![feature(rustc_attrs)]
trait Conv<T> {
    fn conv(t: T) -> Self;
}
impl<T> Conv<T> for T {
    fn conv(t: T) -> T {
        t
    }
}
#[rustc_reservation_impl = "reserved for later"]
impl<T: Default> Conv<u16> for T {
    fn conv(_: u16) -> T {
        T::default()
    }
}
fn main() {
    let x: u8 = Conv::conv(5);
    println!("{}", x);
    println!("{}", <u8 as Conv<u8>>::conv(9));
}
