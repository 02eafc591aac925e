// run-pass
// check-run-results
// edition:2021
// rcc rejects these (rustc accepts): a projection `<X as Iterator>::Item` in the
// expected closure signature (return type / nested) is not normalized.
fn main() {
    // E0308 expected associated type `<RangeInclusive<i32> as Iterator>::Item`, found `i32`
    println!("{:?}", (1..=10i32).reduce(|x, y| x * y));
    // E0308 expected integer, found associated type `<Range<i32> as Iterator>::Item`
    for x in (1..4i32).flat_map(|n| 0..n) { print!("{} ", x); }
    println!();
    // E0605 non-primitive cast: `<Take<Repeat<u8>> as Iterator>::Item` as `u32`
    println!("{}", std::iter::repeat(7u8).take(3).map(|x| x as u32).sum::<u32>());
}
// Even fully annotated, `reduce` fails: E0271 type mismatch resolving
// `<closure as FnOnce<(<RangeInclusive<i32> as Iterator>::Item, ..)>>::Output == <RangeInclusive<i32> as Iterator>::Item`
//   (1..=10i32).reduce(|x: i32, y: i32| -> i32 { x * y })
