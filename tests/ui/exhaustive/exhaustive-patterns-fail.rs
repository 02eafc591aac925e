// Under exhaustive_patterns, emptiness behind a reference, a private
// field seen from outside its module or a zero-length array is not
// visible: those variants still need arms.
// compile-flags: --crate-type lib
#![feature(exhaustive_patterns, never_type)]
pub enum Void {}
pub enum Res<T, E> { Ok(T), Err(E) }
pub use Res::*;
mod m {
    pub struct Hidden { pub a: u8, b: super::Void }
}
pub fn by_ref(r: Res<u32, &Void>) -> u32 { match r { Ok(x) => x } } //~ ERROR non-exhaustive patterns
pub fn private(r: Res<u32, m::Hidden>) -> u32 { match r { Ok(x) => x } } //~ ERROR non-exhaustive patterns
pub fn zero(r: Res<[!; 0], ()>) -> u32 { match r { Err(()) => 0 } } //~ ERROR non-exhaustive patterns
pub fn slice(r: &[Void]) -> u32 { match r { [] => 0 } }
pub fn slice2(r: &[u8]) -> u32 { match r { [] => 0 } } //~ ERROR non-exhaustive patterns
