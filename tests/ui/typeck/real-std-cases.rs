// run-pass
// check-run-results
// Type-checker cases met building the real std 1.63 and compiler_builtins.
use std::fmt;
use std::ops;

// An associated type's bounds bring its supertraits' projection bounds
// (`trait Int: Add<Output = Self>`): `(r + one) >> 1` stays `F::Int`.
pub trait Int: Copy + fmt::Debug + ops::Add<Output = Self> + ops::Shr<u32, Output = Self> + ops::ShrAssign<u32> {
    const ONE: Self;
}
pub trait HInt: Int {}
pub trait Float {
    type Int: Int;
    fn repr(self) -> Self::Int;
}
impl Int for u32 {
    const ONE: u32 = 1;
}
impl HInt for u32 {}
impl Float for f32 {
    type Int = u32;
    fn repr(self) -> u32 { self.to_bits() }
}
fn half_up<F: Float>(x: F) -> F::Int {
    let one = F::Int::ONE;
    let r = x.repr();
    (r + one) >> 1
}
// A where-clause and the associated type's own bound both give
// `F::Int: ShrAssign<u32>`: the where-clause is taken, no ambiguity,
// and the literal is a u32.
fn shifted<F: Float>(x: F) -> F::Int where F::Int: HInt {
    let mut q = x.repr();
    q >>= 1;
    q
}

// Inherent impls whose where-clauses fail are no candidates.
struct Report<E>(E);
impl<E> Report<E> where E: fmt::Display {
    fn show(&self) -> String { format!("display {}", self.0) }
}
#[derive(Debug)]
struct Bytes(Vec<u8>);
impl Report<Bytes> {
    fn show(&self) -> String { format!("bytes {:?}", self.0) }
}

// The methods of a dyn's principal (and its supertraits) are inherent
// candidates only at the dyn step: at `Box<dyn Tr>`, Display::fmt (in
// scope) is `<Box<dyn Tr> as Display>::fmt`, and Debug (a supertrait,
// not in scope) is not a second candidate.
trait Tr: fmt::Debug + fmt::Display {}
#[derive(Debug)]
struct S;
impl fmt::Display for S {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("S as Display") }
}
impl Tr for S {}
struct Wrap(Box<dyn Tr>);
impl fmt::Display for Wrap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { self.0.fmt(f) }
}

// `<X as PartialEq>` is `PartialEq<X>`: the omitted Rhs is its default.
#[derive(PartialEq)]
struct P(u8);
struct Q(P);
impl PartialEq<&P> for Q {
    fn eq(&self, other: &&P) -> bool { <P as PartialEq>::eq(&self.0, other) }
}

fn main() {
    println!("{:?} {:?}", half_up(1.0f32), shifted(2.0f32));
    println!("{} / {}", Report(5).show(), Report(Bytes(vec![1u8, 2])).show());
    println!("{}", Wrap(Box::new(S)));
    println!("{}", Q(P(3)) == &P(3));
    // The impl decides the right operand's type: `Some(b"")` is checked
    // against Option<&[u8]> and the literal coerces inside the Some.
    let before: Option<&[u8]> = Some(&[]);
    println!("{} {}", before == Some(b""), before != Some(b"x"));
}
