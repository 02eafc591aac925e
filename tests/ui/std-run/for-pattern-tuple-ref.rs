// run-pass
// check-run-results
// edition:2021
// rcc: destructuring a tuple in a `for` over `&Vec<(A, B)>` fails:
// "type mismatch resolving `<slice::Iter<(String, u32)> as Iterator>::Item == (_, _)`"
// (the pattern is matched against the un-normalized item; rustc gives
// `&(String, u32)` and default binding modes). Same with `|(i, _)|` in
// `.enumerate().filter(..)`.
fn main() {
    let rows: Vec<(String, u32)> = vec![(String::from("a"), 1)];
    for (name, age) in &rows {
        println!("{} {}", name, age);
    }
}
