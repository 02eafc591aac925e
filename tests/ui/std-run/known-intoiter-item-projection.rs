// run-pass
// check-run-results
// edition:2021
// An impl `impl<A, J: Iterator<Item = Option<A>>> Iterator for Shunt<J>`
// applies to J = <I as IntoIterator>::IntoIter when
// I: IntoIterator<Item = Option<A>>: the impl's projection value
// (`<I::IntoIter as Iterator>::Item`) is compared normalised (rcc once gave
// E0599 "no method named `next`" here).
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
