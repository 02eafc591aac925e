// run-pass
// check-run-results
// An obligation whose self type is an {integer} variable is selected like
// any other (rustc finds only a type variable's ambiguous): rand's
// `Uniform::new(0, n)` has `{integer}: SampleBorrow<?X>` and `u32:
// SampleBorrow<?X>`; the blanket `impl<B> SampleBorrow<B> for B` decides
// ?X, and the literal is a u32 (not i32 by fallback).
pub trait SampleUniform: Sized + Copy + std::fmt::Debug {
    type Sampler;
}
pub trait SampleBorrow<Borrowed> {
    fn borrow(&self) -> &Borrowed;
}
impl<Borrowed> SampleBorrow<Borrowed> for Borrowed where Borrowed: SampleUniform {
    fn borrow(&self) -> &Borrowed { self }
}
impl<'a, Borrowed> SampleBorrow<Borrowed> for &'a Borrowed where Borrowed: SampleUniform {
    fn borrow(&self) -> &Borrowed { *self }
}
impl SampleUniform for u64 { type Sampler = u8; }
impl SampleUniform for u32 { type Sampler = u16; }
impl SampleUniform for f64 { type Sampler = (); }

#[derive(Debug)]
pub struct Uniform<X: SampleUniform>(X, X);
impl<X: SampleUniform> Uniform<X> {
    pub fn new<B1, B2>(low: B1, high: B2) -> Uniform<X>
    where B1: SampleBorrow<X>, B2: SampleBorrow<X> {
        Uniform(*low.borrow(), *high.borrow())
    }
}

fn main() {
    let n: u32 = 7;
    let u = Uniform::new(0, n);
    println!("{:?} {}", u, std::mem::size_of_val(&u.0));
    let w = Uniform::new(&3u64, 1 << 40);
    println!("{:?}", w);
    let f = Uniform::new(0.5, &2.0f64);
    println!("{:?}", f.0 < f.1);
}
