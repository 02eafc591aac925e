// ignore-test: rcc bug: an impl over `J: Iterator<Item = Option<A>>` does not apply to `J = <I as IntoIterator>::IntoIter`
// run-pass
// check-run-results
// edition:2021
// rcc: an impl `impl<A, J: Iterator<Item = Option<A>>> Iterator for Shunt<J>`
// does not apply to J = <I as IntoIterator>::IntoIter when
// I: IntoIterator<Item = Option<A>> (E0599 "no method named `next`" here; E0277
// "trait bound ... Iterator is not satisfied" in core::option::from_iter).
// rustc accepts. Worked around in core::option / core::result from_iter.
struct Shunt<J> {
    iter: J,
}
impl<A, J: Iterator<Item = Option<A>>> Iterator for Shunt<J> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        match self.iter.next() {
            Some(Some(x)) => Some(x),
            _ => None,
        }
    }
}
fn first<A, I: IntoIterator<Item = Option<A>>>(iter: I) -> Option<A> {
    let mut s = Shunt { iter: iter.into_iter() };
    s.next()
}
fn main() {
    println!("{:?}", first([Some(4), None]));
}
