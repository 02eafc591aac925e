// run-pass
// check-run-results
// Rc<Tail<dyn Trait>> (RcBox<T: ?Sized> nests the tail), a generic Drop
// impl on a struct with a dyn tail, &mut access through the tail.
use std::rc::Rc;
use std::mem::{size_of_val, align_of_val};
struct Tail<T: ?Sized> { a: u8, x: T }
trait Shape { fn area(&self) -> u64; fn grow(&mut self); }
#[repr(align(16))] struct A16(u64);
impl Shape for A16 { fn area(&self) -> u64 { self.0 } fn grow(&mut self) { self.0 += 1; } }
struct Noisy<T: ?Sized> { tag: u32, v: T }
impl<T: ?Sized> Drop for Noisy<T> { fn drop(&mut self) { println!("drop Noisy {}", self.tag); } }
struct Loud(u16);
impl Shape for Loud { fn area(&self) -> u64 { self.0 as u64 } fn grow(&mut self) { self.0 *= 2; } }
impl Drop for Loud { fn drop(&mut self) { println!("drop Loud {}", self.0); } }
fn main() {
    let r: Rc<Tail<dyn Shape>> = Rc::new(Tail { a: 3, x: A16(77) });
    let r2 = &r;
    println!("rc a={} area={} size={} align={}", r2.a, r2.x.area(), size_of_val(&*r2), align_of_val(&*r2));
    let rs: Rc<Tail<[u8]>> = Rc::new(Tail { a: 1, x: [1u8, 2, 3, 4, 5] });
    println!("rc slice len={} last={}", rs.x.len(), rs.x[4]);
    {
        let n: &mut Noisy<dyn Shape> = &mut Noisy { tag: 1, v: Loud(5) };
        n.v.grow();
        println!("noisy area={}", n.v.area());
    }
    let mut t = Tail { a: 2, x: A16(1) };
    {
        let m: &mut Tail<dyn Shape> = &mut t;
        m.x.grow(); m.x.grow();
    }
    println!("t.x={}", t.x.0);
    let nb: Box<Noisy<dyn Shape>> = Box::new(Noisy { tag: 2, v: Loud(9) });
    println!("nb={}", nb.v.area());
    drop(nb);
    println!("end");
}
