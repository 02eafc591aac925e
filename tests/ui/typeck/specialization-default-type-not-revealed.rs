// A `default type` may still be specialised: type-checking does not see
// through it, even in monomorphic code (rustc reveals it only after
// type-checking, in monomorphic code: Reveal::All).
#![feature(specialization)]
#![allow(incomplete_features)]

trait Tr { type A; }
impl<T> Tr for T { default type A = u8; }

fn is_copy<C: Copy>(_: C) {}

fn mono(x: <u16 as Tr>::A) { is_copy(x); } //~ ERROR the trait bound `<u16 as Tr>::A: Copy` is not satisfied

fn main() {}
