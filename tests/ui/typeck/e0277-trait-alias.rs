// A trait alias's bounds are checked: E0277 names the failing bound and
// notes the alias.
// compile-flags: --crate-type lib
#![feature(trait_alias)]
pub trait Named { fn name(&self) -> u8; }
pub trait Other {}
pub trait Both = Named + Other;
pub struct B;
impl Named for B { fn name(&self) -> u8 { 1 } }
pub fn twice<T: Both>(t: T) -> u8 { t.name() }
pub fn call() -> u8 { twice(B) } //~ ERROR the trait bound `B: Other` is not satisfied
