// Without exhaustive_patterns, an empty type nested in a pattern is not
// known to be empty: its arm is reachable, and it still needs one.
// compile-flags: --crate-type lib
#![deny(unreachable_patterns)]
enum Void {}
pub enum Res<T, E> { Ok(T), Err(E) }
pub use Res::*;
pub struct S(Void);
pub fn e(r: Res<u8, S>) -> u8 { match r { Ok(x) => x, Err(_) => 0 } }
pub fn f(r: Res<u8, (u8, S)>) -> u8 { match r { Ok(x) => x, Err(_) => 0 } }
pub fn g(r: Res<u8, S>) -> u8 { match r { Ok(x) => x } } //~ ERROR non-exhaustive patterns
pub fn h(v: S) -> u8 { match v {} } //~ ERROR non-exhaustive patterns
