// run-pass
// check-run-results
// edition:2021
// What pending obligations decide is used in time:
// - a coercion's source is resolved through them first: `e.into()` under
//   `E: Into<&Name>` is `&Name` by the where-clause, then deref-coerced to
//   `&str` (core's Result::into_ok with `E: Into<!>`);
// - an obligation confirmed with a nested one still open (`Uq<?U>:
//   Into<?X>` needs `?X: From<Uq<?U>>`) stays pending until ?X is known
//   (alloc's RawVec::current_memory `self.ptr.cast().into()`);
// - a projection through an associated type's bound projects further:
//   `<I::IntoIter as Iterator>::Item` is `I::Item`, which is T
//   (alloc's `Rc<[T]>: FromIterator` via ToRcSlice).
use std::ptr::NonNull;
struct Name(String);
impl std::ops::Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
fn len_of<'a, E>(e: E) -> usize
where
    E: Into<&'a Name>,
{
    let s: &str = e.into();
    s.len()
}
struct W<'a>(&'a Name);
impl<'a> From<W<'a>> for &'a Name {
    fn from(w: W<'a>) -> Self {
        w.0
    }
}
struct Uq<T> {
    p: NonNull<T>,
}
impl<T> Uq<T> {
    fn cast<U>(self) -> Uq<U> {
        Uq { p: self.p.cast() }
    }
}
impl<T> From<Uq<T>> for NonNull<T> {
    fn from(u: Uq<T>) -> Self {
        u.p
    }
}
fn cur(u: Uq<u32>, c: usize) -> Option<(NonNull<u8>, usize)> {
    if c == 0 { None } else { Some((u.cast().into(), c)) }
}
trait ToV<T>: Iterator<Item = T> + Sized {
    fn to_v(self) -> Vec<T>;
}
impl<T, I: Iterator<Item = T>> ToV<T> for I {
    fn to_v(self) -> Vec<T> {
        self.collect()
    }
}
fn from_iter<T, I: IntoIterator<Item = T>>(iter: I) -> Vec<T> {
    ToV::to_v(iter.into_iter())
}
fn main() {
    let n = Name(String::from("abc"));
    println!("{}", len_of(W(&n)));
    let mut x = 5u32;
    println!("{}", cur(Uq { p: NonNull::from(&mut x) }, 2).is_some());
    println!("{:?}", from_iter(vec![1, 2]));
}
