// run-pass
// check-run-results
// edition:2021
// An impl whose header names a projection of its own parameter
// (`impl<I: IntoIterator> SpecExt<I> for List<I::Item>`, alloc's LinkedList
// SpecExtend) is selected: the projection is decided after the header's
// other parts are unified.
trait SpecExt<I> { fn spec_extend(&mut self, iter: I); }
struct List<T> { v: Vec<T> }
impl<I: IntoIterator> SpecExt<I> for List<I::Item> {
    fn spec_extend(&mut self, iter: I) { for x in iter { self.v.push(x); } }
}
impl<T> Extend<T> for List<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        <Self as SpecExt<I>>::spec_extend(self, iter);
    }
}
fn main() {
    let mut l = List { v: vec![1] };
    l.extend(vec![2, 3]);
    l.spec_extend([4]);
    println!("{:?}", l.v);
}
