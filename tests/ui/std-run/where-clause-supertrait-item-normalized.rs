// run-pass
// check-run-results
// edition:2021
// A where-clause naming `Self::Item` inside `impl DoubleEndedIterator for W<I>`
// is normalised (`<W<I> as Iterator>::Item` is `I::Item`) before the body
// uses it: core's adapters (filter, fuse, flatten) rely on it.
struct W<I>(I);
impl<I: Iterator> Iterator for W<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> { self.0.next() }
}
impl<I: DoubleEndedIterator> DoubleEndedIterator for W<I> {
    fn next_back(&mut self) -> Option<I::Item> { self.0.next_back() }
    fn rfold<Acc, F>(self, init: Acc, f: F) -> Acc where F: FnMut(Acc, Self::Item) -> Acc {
        self.0.rfold(init, f)
    }
}
fn main() {
    let v = W(0..4).rfold(0, |a, b| a * 10 + b);
    println!("{}", v);
}
