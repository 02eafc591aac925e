// run-pass
// check-run-results
// edition:2021
// rcc: a closure returning a tuple that contains the (un-normalized)
// iterator item type fails to match the annotated collection type:
//   type mismatch resolving `<[closure] as FnOnce<(<Range<i32> as Iterator>::Item,)>>::Output == (i32, <Range<i32> as Iterator>::Item)`
// Workaround: annotate the closure parameter (`|i: i32|`).
fn main() {
    let pairs: Vec<(i32, i32)> = (0..4).map(|i| (i % 3, i)).collect();
    println!("{:?}", pairs);
}
