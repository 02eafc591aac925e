// run-pass
// check-run-results
// Unsizing coercions of structs through their last field (&Tail<[u16; 3]>
// -> &Tail<[u16]>, to dyn, nested, in Box), reading their fields, sizes
// and dropping Box<Tail<dyn Trait>>.
use std::mem::{size_of_val, align_of_val};
struct Tail<T: ?Sized> { a: u8, x: T }
struct Outer<T: ?Sized> { b: u16, inner: Tail<T> }
trait Shape { fn area(&self) -> u64; }
struct A8(u64);
#[repr(align(16))] struct A16(u64);
impl Shape for A8 { fn area(&self) -> u64 { self.0 } }
impl Shape for A16 { fn area(&self) -> u64 { self.0 + 1000 } }
struct Loud(u32, Vec<u32>);
impl Shape for Loud { fn area(&self) -> u64 { self.0 as u64 + self.1.len() as u64 } }
impl Drop for Loud { fn drop(&mut self) { println!("drop Loud {}", self.0); } }
fn sum(t: &Tail<[u16]>) -> u32 { t.x.iter().map(|&v| v as u32).sum::<u32>() + t.a as u32 }
fn nested(o: &Outer<dyn Shape>) -> u64 { o.b as u64 + o.inner.a as u64 + o.inner.x.area() }
fn main() {
    let s: &Tail<[u16]> = &Tail { a: 7, x: [1u16, 2, 3] };
    println!("slice sum={} len={} size={} align={}", sum(s), s.x.len(), size_of_val(s), align_of_val(s));
    let s64: &Tail<[u64]> = &Tail { a: 1, x: [10u64, 20] };
    println!("x[1]={} size={} align={}", s64.x[1], size_of_val(s64), align_of_val(s64));
    let o: &Outer<dyn Shape> = &Outer { b: 3, inner: Tail { a: 4, x: A16(5) } };
    println!("nested={} size={} align={}", nested(o), size_of_val(o), align_of_val(o));
    let o8: &Outer<dyn Shape> = &Outer { b: 3, inner: Tail { a: 4, x: A8(5) } };
    println!("nested={} size={} align={}", nested(o8), size_of_val(o8), align_of_val(o8));
    let os: &Outer<[u32]> = &Outer { b: 1, inner: Tail { a: 2, x: [9u32, 8] } };
    println!("os={} size={} align={}", os.inner.x[1], size_of_val(os), align_of_val(os));
    let b: Box<Tail<dyn Shape>> = Box::new(Tail { a: 9, x: Loud(42, vec![1, 2, 3]) });
    println!("box a={} area={} size={}", b.a, b.x.area(), size_of_val(&*b));
    drop(b);
    let bs: Box<Tail<[u16]>> = Box::new(Tail { a: 2, x: [5u16, 6, 7, 8] });
    println!("box slice sum={}", sum(&bs));
    let bo: Box<Outer<dyn Shape>> = Box::new(Outer { b: 1, inner: Tail { a: 1, x: Loud(7, vec![]) } });
    println!("box outer={}", nested(&bo));
    let m: &mut Tail<dyn Shape> = &mut Tail { a: 1, x: A16(2) };
    m.a = 50;
    println!("mut a={} area={}", m.a, m.x.area());
    println!("end");
}
