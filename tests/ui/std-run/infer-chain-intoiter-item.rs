// run-pass
// check-run-results
// edition:2021
// rcc: E0271 type mismatch resolving `<Range<i32> as IntoIterator>::Item == <Range<i32> as Iterator>::Item`
// (bound `U: IntoIterator<Item = Self::Item>` through the blanket `impl<I: Iterator> IntoIterator for I`
// is normalized only one step). Same for `Iterator::cmp(other)`.
fn main() {
    for x in (0..3i32).chain(7..9i32) { print!("{} ", x); }
    println!();
    println!("{:?}", (1..4i32).cmp(1..3i32));
}
