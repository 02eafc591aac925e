// run-pass
// check-run-results
// edition:2021
// rcc: inside a closure passed to an iterator adapter, the parameter's
// type stays the projection `<I as Iterator>::Item` for method lookup
// when Item is a primitive (char, u8, integers): `"abc".chars().map(|c|
// c.is_ascii_lowercase())` -> "no method named `is_ascii_lowercase`
// found for type `<Chars as Iterator>::Item`". Same for Bytes, Range,
// vec::IntoIter<u8> and any user iterator with `type Item = char`;
// slice::Iter (Item = &T) and str::Split (Item = &str) work.
// Also `c as u8` on such a param: "non-primitive cast".
struct It(u32);
impl Iterator for It {
    type Item = char;
    fn next(&mut self) -> Option<char> { if self.0 < 3 { self.0 += 1; Some('a') } else { None } }
}
fn main() {
    let n = It(0).map(|c| c.is_ascii_lowercase()).count();
    let m = "abc".chars().filter(|c| c.is_ascii()).count();
    println!("{} {}", n, m);
}
