// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A where clause on an impl that the type does not satisfy.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Tag {
    fn tag(&self) -> u8;
}
struct W<T>(T);
trait Show {
    fn show(&self) -> u8;
}
impl<T> Show for W<T>
where
    T: Tag,
{
    fn show(&self) -> u8 {
        self.0.tag()
    }
}
fn needs_show<S: Show>(_s: S) {}
fn main() {
    needs_show(W(1u8)); //~ ERROR the trait bound `u8: Tag` is not satisfied
}
