// check-pass
// compile-flags: -Zparse-crate-root-only
// Where clauses: every predicate form, in every position.

fn f<'a, 'b, T, F>() where
    T: A + ?Sized + 'a,
    for<'c> F: Fn(&'c u8) -> &'c u8,
    'a: 'b,
    'b:,
    T::Item: Copy,
    <T as Tr>::X: Y,
    Vec<T>: Clone,
    T: for<'d> Tr<'d>,
    (T, T): Copy,
    T:,
{
}
fn eq<T>() where T = u8, T == u16 {}
struct Tuple<T>(T) where T: Copy;
struct Named<T> where T: Copy { x: T }
struct Unit<T> where T: Copy;
enum E<T> where T: Copy { A(T) }
union U<T> where T: Copy { x: T }
trait Tr<T> where T: Copy {}
trait Al<T> = Copy where T: Copy;
impl<T> Tr<T> for Vec<T> where T: Copy {}
type Al2<T> where T: Copy = Vec<T>;
type Al3<T> = Vec<T> where T: Copy;

fn main() {}
