// run-pass
// check-run-results
// edition:2021
// Inside a trait with a const parameter, the trait's own where-clause
// `Self: Sw<I, O>` names O as a const parameter: `Self::INDEX_IMPL` of a
// blanket `impl<T: Sw<I, O>> SwImpl<I, O> for T` is found (core_simd's
// swizzle.rs).
pub trait Sw<const I: usize, const O: usize> {
    const INDEX: [usize; O];
    fn go() -> u32 { Self::INDEX_IMPL[0] }
}
trait SwImpl<const I: usize, const O: usize> { const INDEX_IMPL: [u32; O]; }
impl<T, const I: usize, const O: usize> SwImpl<I, O> for T where T: Sw<I, O> + ?Sized {
    const INDEX_IMPL: [u32; O] = {
        let mut out = [0; O];
        let mut i = 0;
        while i < O { out[i] = T::INDEX[i] as u32; i += 1; }
        out
    };
}
struct A;
impl Sw<4, 2> for A { const INDEX: [usize; 2] = [3, 1]; }
fn main() { println!("{}", A::go()); }
