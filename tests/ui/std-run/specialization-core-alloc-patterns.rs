// run-pass
// check-run-results
// Specialisation patterns of core and alloc: an impl whose self type is a
// projection of its own param (alloc's `impl<I: IntoIterator> SpecExtend<I>
// for LinkedList<I::Item>`), a specialising impl bounded by a
// #[rustc_specialization_trait] (like TrustedLen), a chain of three impls
// whose leaf inherits items from both ancestors (core's ZipImpl), and
// calls from generic code resolved at monomorphisation.
#![feature(min_specialization, rustc_attrs)]

struct List<T>(Vec<T>);
impl<T> IntoIterator for List<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(self) -> Self::IntoIter { self.0.into_iter() }
}

trait SpecExtend<I: IntoIterator> {
    fn spec_extend(&mut self, iter: I) -> &'static str;
}
impl<I: IntoIterator> SpecExtend<I> for List<I::Item> {
    default fn spec_extend(&mut self, iter: I) -> &'static str {
        for x in iter {
            self.0.push(x);
        }
        "pushed"
    }
}
impl<T> SpecExtend<List<T>> for List<T> {
    fn spec_extend(&mut self, mut other: List<T>) -> &'static str {
        self.0.append(&mut other.0);
        "appended"
    }
}
impl<T> List<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) -> &'static str {
        <Self as SpecExtend<I>>::spec_extend(self, iter)
    }
}

#[rustc_specialization_trait]
trait Exact: Iterator {
    fn exact_len(&self) -> usize;
}
impl Exact for std::ops::Range<u32> {
    fn exact_len(&self) -> usize { (self.end - self.start) as usize }
}

trait Count {
    fn count_all(self) -> (usize, &'static str);
    fn kind(&self) -> &'static str;
    fn base(&self) -> &'static str;
}
impl<I: Iterator> Count for I {
    default fn count_all(self) -> (usize, &'static str) { let k = self.kind(); (self.count(), k) }
    default fn kind(&self) -> &'static str { "any" }
    fn base(&self) -> &'static str { "base" }
}
impl<I: Exact> Count for I {
    default fn count_all(self) -> (usize, &'static str) { (self.exact_len(), self.kind()) }
    default fn kind(&self) -> &'static str { "exact" }
}
impl Count for std::ops::Range<u32> {
    fn kind(&self) -> &'static str { "range" }
}

fn via<I: Iterator>(i: I) -> (usize, &'static str) { i.count_all() }

fn main() {
    let mut l = List(vec![1, 2]);
    println!("{}", l.extend(vec![3, 4]));
    println!("{}", l.extend(List(vec![5])));
    println!("{}", l.extend(6..8));
    println!("{:?}", l.0);
    println!("{:?} {}", (0..5u32).count_all(), (0..5u32).base());
    println!("{:?} {}", [1, 2, 3].iter().count_all(), [1].iter().base());
    println!("{:?} {:?}", via(2..9u32), via(2..9u64));
}
