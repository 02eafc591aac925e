// run-pass
// check-run-results
// A tuple whose last element unsizes coerces (unsized_tuple_coercion):
// &(A, [T; N]) -> &(A, [T]) and &(A, S) -> &(A, dyn Trait); the fields of
// the unsized tuple are read through the fat pointer (the dyn tail's
// offset comes from its vtable's alignment).
#![feature(unsized_tuple_coercion)]
trait Show {
    fn show(&self) -> String;
}
struct Big(u64, u8);
impl Show for Big {
    fn show(&self) -> String {
        format!("Big({}, {})", self.0, self.1)
    }
}
impl Show for u8 {
    fn show(&self) -> String {
        format!("u8 {}", self)
    }
}
fn total(t: &(u8, [u32])) -> u32 {
    t.0 as u32 + t.1.iter().sum::<u32>()
}
fn main() {
    let a = (1u8, [2u32, 3, 4]);
    let s: &(u8, [u32]) = &a;
    println!("{} {} {}", s.1.len(), total(s), total(&(9, [])));
    let b = (7u16, Big(5, 6));
    let d: &(u16, dyn Show) = &b;
    println!("{} {}", d.0, d.1.show());
    let c: Box<(char, dyn Show)> = Box::new(('x', 3u8));
    println!("{} {}", c.0, c.1.show());
    let r: *const ([u8],) = &([1u8, 2],);
    println!("{}", unsafe { (*r).0.len() });
}
