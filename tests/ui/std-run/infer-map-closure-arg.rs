// run-pass
// check-run-results
// edition:2021
// rcc: E0599 no method named `map` found for type `<Map<IntoIter<char, 2>,
// fn(char) -> Result<u32, &str> {f}> as Iterator>::Item`: the closure
// argument's type in a second `.map` after `.map(fn_item)` is left an
// unnormalized projection. rustc accepts.
fn f(c: char) -> Result<u32, &'static str> {
    c.to_digit(10).ok_or("no")
}
fn main() {
    let mut it = ['1', 'x'].into_iter().map(f).map(|r| r.map(|d| d + 1));
    println!("{:?}", it.next());
}
// Simpler form of the same bug (array IntoIter Item not normalized for a
// closure argument):
//     let mut it = ['1'].into_iter().map(|c| f(c));
//   -> E0308 expected `char`, found `<core::array::IntoIter<char, 1> as Iterator>::Item`
