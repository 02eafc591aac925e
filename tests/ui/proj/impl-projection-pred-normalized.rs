// run-pass
// check-run-results
// edition:2021
// An impl's projection where-clause is checked against the projection's
// value normalised all the way: `Item = U::Item` on `Esc: IntoIterator`
// (the blanket `impl<I: Iterator> IntoIterator for I`) gives
// `<Esc as Iterator>::Item`, which is `char` (core's Flatten impls).
#![feature(associated_type_bounds)]

pub struct Fl<I> {
    it: I,
    cur: Option<char>,
}
#[derive(Clone)]
pub struct Once<T>(Option<T>);
impl<T> Iterator for Once<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.0.take() }
}
#[derive(Clone)]
pub struct Esc(u8);
impl Iterator for Esc {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        if self.0 == 0 { None } else { self.0 -= 1; Some((b'a' + self.0) as char) }
    }
}
impl<I, U> Clone for Fl<I>
where
    I: Clone + Iterator<Item: IntoIterator<IntoIter = U, Item = U::Item>>,
    U: Clone + Iterator,
{
    fn clone(&self) -> Self { Fl { it: self.it.clone(), cur: self.cur } }
}
pub trait Named { fn name(&self) -> &'static str; }
impl<I, U> Named for Fl<I>
where
    I: Iterator<Item: IntoIterator<IntoIter = U, Item = U::Item>>,
    U: Iterator<Item = char>,
{
    fn name(&self) -> &'static str { "flat chars" }
}

fn main() {
    let f = Fl { it: Once(Some(Esc(2))), cur: Some('x') };
    let g = f.clone();
    let mut inner = g.it.clone().next().unwrap().into_iter();
    println!("{} {:?} {:?} {:?}", g.name(), g.cur, inner.next(), inner.next());
}
