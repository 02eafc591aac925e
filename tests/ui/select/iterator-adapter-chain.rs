// run-pass
// check-run-results
// A chain of iterator adapters: selecting `Map<Map<..>, F>: Iterator`
// needs the inner `Map<..>: Iterator` twice (its own bound and the
// `F: FnMut(I::Item)` projection) while the closures' types still hold
// inference variables: without memoising selections and projections in
// the inference context, 2^16 selections.
struct Iter<I>(I);

impl<I> Iterator for Iter<I>
where
    I: Iterator
{
    type Item = I::Item;

    fn next(&mut self) -> Option<Self::Item> {
        self.0.next()
    }
}

fn main() {
    let c = Iter(0i32..10)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x)
        .map(|x| x * 2)
        .fold(0, |a, x| a + x);
    println!("{}", c);
}
