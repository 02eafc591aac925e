// run-pass
// check-run-results
// edition:2021
// rcc: E0308 expected associated type `<Iter<{integer}> as Iterator>::Item`, found `&_`
// (projection of an iterator whose element type is still an integer inference variable is not normalized)
fn main() {
    println!("{:?}", [1, 2, 3].iter().rposition(|&x| x < 3));
    println!("{}", [1, 2, 3].iter().filter(|&&x| x > 1).count());
    println!("{}", (1..=3).rev().map(|x| x.to_string()).fold(String::new(), |a, b| a + &b));
    let s: i32 = (1..=4).map(|x| x * x).filter(|x| *x % 2 == 0).sum();
    println!("{}", s);
}
// Also with concrete types:
//   [1i32, 2, 3].iter().rposition(|&x| x < 3)     -> E0308 expected `<Iter<i32> as Iterator>::Item`, found `&_`
//   (1..=3i32).rev().map(|x: i32| x.to_string()).fold(String::new(), |a, b| a + &b)
//                                                  -> E0369 cannot add `&<Map<Rev<..>, closure> as Iterator>::Item` to `String`
