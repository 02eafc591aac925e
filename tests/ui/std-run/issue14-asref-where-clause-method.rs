// run-pass
// check-run-results
// edition:2021
// Issue 14, case 6: `s.as_ref()` on `&S` with `S: AsRef<str>` (or
// `AsRef<[u8]>`) from the where clause, inside a closure and a loop.
fn f<S: AsRef<str>>(xs: &[S]) -> usize {
    xs.iter().map(|s| s.as_ref().len()).sum()
}
fn g<S>(xs: &[S]) -> usize where S: AsRef<[u8]> { let mut n = 0; for x in xs { n += x.as_ref().len(); } n }
fn h<T: AsRef<str>>(t: T) -> String { t.as_ref().to_uppercase() }
fn main() {
    println!("{}", f(&["ab", "cde"]));
    println!("{}", f(&[String::from("xyz")]));
    println!("{} {}", g(&["ab"]), h("q"));
}
