// run-pass
// check-run-results
// Struct unsizing in generic code: Box<Tail<T>> -> Box<Tail<dyn Debug>>,
// &Tail<[i64; N]> -> &Tail<[i64]>, methods of impl<T: ?Sized> Tail<T>.
use std::fmt::Debug;
struct Tail<T: ?Sized> { a: u8, x: T }
impl<T: ?Sized + Debug> Tail<T> { fn show(&self) -> String { format!("{}:{:?}", self.a, &self.x) } }
fn make<T: Debug + 'static>(v: T) -> Box<Tail<dyn Debug>> { Box::new(Tail { a: 1, x: v }) }
fn as_slice<const N: usize>(t: &Tail<[i64; N]>) -> &Tail<[i64]> { t }
fn main() {
    let b = make(5u64);
    println!("{}", b.show());
    let c = make((1u8, 2u32, "x"));
    println!("{}", c.show());
    let t = Tail { a: 9, x: [1i64, -2, 3] };
    println!("{}", as_slice(&t).show());
    let v: Vec<Box<Tail<dyn Debug>>> = vec![make(1i8), make([0u128; 2]), make(String::from("s"))];
    for e in &v { println!("{} {}", e.show(), std::mem::align_of_val(&**e)); }
}
