// run-pass
// check-run-results
// `default const` (full specialization): the most specialised impl's const,
// read through a default method and from generic code.
#![feature(specialization)]
#![allow(incomplete_features)]
trait Size { const N: usize; fn n(&self) -> usize { Self::N } }
impl<T> Size for T { default const N: usize = 1; }
impl Size for u64 { const N: usize = 8; }
fn gen<T>(x: &T) -> usize { x.n() }
trait IsZero { fn is_zero(&self) -> bool; }
impl<T: Copy + Default + PartialEq> IsZero for T { default fn is_zero(&self) -> bool { *self == T::default() } }
impl IsZero for f32 { fn is_zero(&self) -> bool { self.to_bits() == 0 } }
fn zeros<T: IsZero>(v: &[T]) -> usize { v.iter().filter(|x| x.is_zero()).count() }
fn main() {
    println!("{} {} {} {}", 1u8.n(), 1u64.n(), gen(&2u64), gen(&'c'));
    println!("{} {}", zeros(&[0i32, 1, 0]), zeros(&[0.0f32, -0.0, 1.0]));
}
