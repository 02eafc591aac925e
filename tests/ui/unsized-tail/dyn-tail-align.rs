// run-pass
// check-run-results
// A struct whose last field is `dyn Trait`: the tail starts at the end of
// the sized prefix rounded up to the vtable's alignment, known only at run
// time (alignments 1, 4, 8, 16 after a u8); size_of_val/align_of_val.
use std::mem::{size_of_val, align_of_val};
struct Tail<T: ?Sized> { a: u8, x: T }
trait Shape { fn area(&self) -> u64; }
struct A1(u8);
struct A4(u32);
struct A8(u64);
#[repr(align(16))] struct A16(u64);
impl Shape for A1 { fn area(&self) -> u64 { self.0 as u64 } }
impl Shape for A4 { fn area(&self) -> u64 { self.0 as u64 } }
impl Shape for A8 { fn area(&self) -> u64 { self.0 } }
impl Shape for A16 { fn area(&self) -> u64 { self.0 + 1000 } }
fn show(t: &Tail<dyn Shape>) {
    println!("a={} area={} size={} align={}", t.a, t.x.area(), size_of_val(t), align_of_val(t));
}
fn main() {
    let t1 = Tail { a: 1, x: A1(11) };
    let t4 = Tail { a: 4, x: A4(44) };
    let t8 = Tail { a: 8, x: A8(88) };
    let t16 = Tail { a: 16, x: A16(16) };
    show(&t1); show(&t4); show(&t8); show(&t16);
}
