// run-pass
// check-run-results
// edition:2021
// A method argument's formal type `&?Rhs` is resolved with the pending
// obligations before the argument is coerced to it: `[u8]: Po<?Rhs>` has
// one impl, so `&&[u8]` coerces to `&[u8]` (core's CStr::partial_cmp:
// `self.to_bytes().partial_cmp(&other.to_bytes())`).
pub trait Po<Rhs: ?Sized = Self> {
    fn pc(&self, other: &Rhs) -> bool;
}
impl Po for [u8] {
    fn pc(&self, other: &[u8]) -> bool { self.len() < other.len() }
}
impl<'a, A: ?Sized + Po<B>, B: ?Sized> Po<&'a B> for &'a A {
    fn pc(&self, other: &&'a B) -> bool { (**self).pc(*other) }
}
pub struct C {
    b: [u8; 3],
    n: usize,
}
impl C {
    fn to_bytes(&self) -> &[u8] { &self.b[self.n..] }
}
fn less(a: &C, b: &C) -> bool { a.to_bytes().pc(&b.to_bytes()) }
fn main() {
    let x = C { b: [1, 2, 3], n: 1 };
    let y = C { b: [1, 2, 3], n: 0 };
    println!("{} {}", less(&x, &y), less(&y, &x));
}
