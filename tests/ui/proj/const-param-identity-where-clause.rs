// run-pass
// check-run-results
// edition:2021
// A trait's own `Self: Sw<O>` predicate names its const parameter as a
// const argument, so `Self::INDEX_IMPL` through a blanket impl over
// `T: Sw<O>` is found in the trait's default method (core_simd's
// Swizzle::swizzle and SwizzleImpl).
pub trait Sw<const I: usize, const O: usize> {
    const INDEX: [usize; O];
    fn idx() -> [u32; O] {
        Self::INDEX_IMPL
    }
}
trait SwImpl<const I: usize, const O: usize> {
    const INDEX_IMPL: [u32; O];
}
impl<T, const I: usize, const O: usize> SwImpl<I, O> for T
where
    T: Sw<I, O> + ?Sized,
{
    const INDEX_IMPL: [u32; O] = {
        let mut out = [0; O];
        let mut i = 0;
        while i < O {
            out[i] = Self::INDEX[i] as u32 + I as u32;
            i += 1;
        }
        out
    };
}
struct A;
impl Sw<4, 2> for A {
    const INDEX: [usize; 2] = [3, 1];
}
fn main() {
    println!("{:?}", A::idx());
}
