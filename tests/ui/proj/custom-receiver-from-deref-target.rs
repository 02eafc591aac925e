// run-pass
// check-run-results
// edition:2021
// Inherent methods of the type a receiver derefs to are candidates at the
// receiver's own step when their `self` is the receiver: `self: Box<Self>`
// and `self: Rc<Self>` (alloc's `Box<[u8]>::into_vec`, `Box<str>::into_string`).
use std::rc::Rc;
struct S(i32);
impl S {
    fn boxed(self: Box<Self>) -> i32 { self.plain() + 1 }
    fn counted(self: Rc<Self>) -> i32 { self.plain() + 2 }
    fn plain(&self) -> i32 { self.0 }
}
trait Tr { fn via(self: Box<Self>) -> i32; }
impl Tr for S { fn via(self: Box<Self>) -> i32 { self.plain() * 10 } }
fn main() {
    let b = Box::new(S(1));
    let r = Rc::new(S(2));
    println!("{} {} {} {}", b.plain(), b.boxed(), r.counted(), Box::new(S(3)).via());
}
