// run-pass
// check-run-results
// The where-clauses of a specialising impl are evaluated to a fixed point:
// `impl<B, I: Fused, F: FnMut(I::Item) -> B> Fused for M<I, F>` has `B: Sized`
// ambiguous until the Fn projection decides B. Otherwise mono cannot pick
// the impl (core's `FuseImpl` for `Fuse<Map<..>>`, reached by alloc).
#![feature(min_specialization, rustc_attrs)]
#[rustc_unsafe_specialization_marker]
trait Fused: Iterator {}
struct M<I, F>(I, F);
impl<B, I: Iterator, F: FnMut(I::Item) -> B> Iterator for M<I, F> {
    type Item = B;
    fn next(&mut self) -> Option<B> { self.0.next().map(&mut self.1) }
}
impl<B, I: Fused, F: FnMut(I::Item) -> B> Fused for M<I, F> {}
struct R(u8);
impl Iterator for R { type Item = u8; fn next(&mut self) -> Option<u8> { if self.0 == 0 { None } else { self.0 -= 1; Some(self.0) } } }
impl Fused for R {}
struct Fuse<I>(Option<I>);
trait FuseImpl<I> { type Item; fn nx(&mut self) -> Option<Self::Item>; }
impl<I: Iterator> FuseImpl<I> for Fuse<I> {
    type Item = I::Item;
    default fn nx(&mut self) -> Option<I::Item> { println!("general"); self.0.as_mut()?.next() }
}
impl<I: Fused> FuseImpl<I> for Fuse<I> {
    fn nx(&mut self) -> Option<I::Item> { println!("fused"); self.0.as_mut()?.next() }
}
impl<I: Iterator> Iterator for Fuse<I> { type Item = I::Item; fn next(&mut self) -> Option<I::Item> { FuseImpl::nx(self) } }
fn main() {
    let k = 3u8;
    let mut f = Fuse(Some(M(R(2), |x: u8| x + k)));
    println!("{:?}", f.next());
    let mut g = Fuse(Some(M(vec![1u8].into_iter(), |x: u8| x + k)));
    println!("{:?}", g.next());
}
