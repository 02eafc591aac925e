// run-pass
// check-run-results
// A call's `impl Trait` result is known only by its bounds (rustc's
// opaque types): `.into()` on an `impl Into<X>` is X, not ambiguous
// between the blanket impls of the hidden type.
fn callback() -> impl Into<for<'a> fn(&'a ())> {
    (|_| println!("called")) as for<'a> fn(&'a ())
}

fn bytes() -> impl Into<Vec<u8>> {
    "abc"
}

struct Meters(f64);
impl From<Meters> for f64 {
    fn from(m: Meters) -> f64 {
        m.0
    }
}
fn distance() -> impl Into<f64> {
    Meters(2.5)
}

fn main() {
    callback().into()(&());
    println!("{:?}", bytes().into());
    println!("{}", distance().into() * 2.0);
}
