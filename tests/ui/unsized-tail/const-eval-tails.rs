// run-pass
// check-run-results
// Constants through unsized struct tails: the const evaluator keeps the
// metadata of &Tail<[T]> (unsizing through the struct, derefs, fields) and
// aligns a dyn tail to its concrete type's alignment.
struct Tail<T: ?Sized> { a: u8, x: T }
trait Shape { fn area(&self) -> u64; }
struct A8(u64);
impl Shape for A8 { fn area(&self) -> u64 { self.0 } }
const T3: &Tail<[u16]> = &Tail { a: 7, x: [1, 2, 3] };
const L: usize = T3.x.len();
const LAST: u16 = T3.x[2];
const A: u8 = T3.a;
static S: &Tail<[u32]> = &Tail { a: 2, x: [10, 20] };
const D: &Tail<dyn Shape> = &Tail { a: 3, x: A8(64) };
const fn tail_u32(t: &Tail<[u32]>) -> u32 { t.x[1] + t.a as u32 }
const V: u32 = tail_u32(&Tail { a: 5, x: [1, 2, 3] });
const N: &Tail<Tail<[u16]>> = &Tail { a: 1, x: Tail { a: 2, x: [7, 8] } };
const NL: u16 = N.x.x[1];
const X: &dyn Shape = &D.x;
fn main() {
    println!("{} {} {} {} {}", L, LAST, A, S.x[1], T3.x.len());
    println!("{} {} {} {} {}", D.a, D.x.area(), V, NL, X.area());
}
