// run-pass
// check-run-results
// `default type` (full specialization): generic code sees the projection
// as rigid, monomorphisation reveals the most specialised impl's type; a
// `default impl` gives items to the impls that specialise it.
#![feature(specialization)]
#![allow(incomplete_features)]

trait Tr {
    type A: Default + std::fmt::Debug;
    fn name() -> &'static str;
}
impl<T> Tr for T {
    default type A = u8;
    default fn name() -> &'static str { "blanket" }
}
impl Tr for u32 {
    type A = String;
    fn name() -> &'static str { "u32" }
}
impl Tr for i64 {
    fn name() -> &'static str { "i64" }
}

fn show<T: Tr>() {
    let a: T::A = Default::default();
    println!("{} {:?} {}", T::name(), a, std::mem::size_of::<T::A>());
}

trait Both { fn a(&self) -> u8; fn b(&self) -> u8; }
default impl<T> Both for T { fn a(&self) -> u8 { 1 } }
impl Both for u8 { fn b(&self) -> u8 { 2 } }

fn main() {
    show::<i8>();
    show::<u32>();
    show::<i64>();
    show::<()>();
    println!("{} {}", 5u8.a(), 5u8.b());
}
