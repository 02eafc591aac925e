// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// An impl whose where-clause has an associated type bound with a projection
// equality (core's FlattenCompat: `I: Iterator<Item: IntoIterator<IntoIter = U,
// Item = U::Item>>`) applies: the projected value `<Count as It>::Item` is
// compared normalised.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, associated_type_bounds)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait It { type Item; fn next(&mut self) -> Option<Self::Item>; }
trait IntoIt { type Item; type IntoIter: It<Item = Self::Item>; fn into_it(self) -> Self::IntoIter; }
impl<I: It> IntoIt for I { type Item = I::Item; type IntoIter = I; fn into_it(self) -> I { self } }

struct Count(i32);
impl It for Count { type Item = i32; fn next(&mut self) -> Option<i32> { if self.0 > 0 { self.0 -= 1; Some(self.0) } else { None } } }
struct Outer(i32);
impl It for Outer { type Item = Count; fn next(&mut self) -> Option<Count> { if self.0 > 0 { self.0 -= 1; Some(Count(self.0)) } else { None } } }

struct Flat<I, U> { it: I, front: Option<U> }
impl<I, U> It for Flat<I, U>
where
    I: It<Item: IntoIt<IntoIter = U, Item = U::Item>>,
    U: It,
{
    type Item = U::Item;
    fn next(&mut self) -> Option<U::Item> {
        loop {
            if let Some(ref mut inner) = self.front {
                match inner.next() { None => self.front = None, elt => return elt }
            }
            match self.it.next() { None => return None, Some(inner) => self.front = Some(inner.into_it()) }
        }
    }
}

fn main() {
    let mut f: Flat<Outer, Count> = Flat { it: Outer(4), front: None };
    let mut s = 0;
    while let Some(x) = f.next() { s += x; }
    unsafe { printf(c("%d\n\0"), s); }
}
