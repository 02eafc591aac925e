// check-pass
// compile-flags: -Zparse-crate-root-only
// Generic parameters: lifetimes with bounds, types with bounds and
// defaults, const parameters with defaults, attributes on parameters.

struct A<'a, 'b: 'a, 'c: 'a + 'b>(&'a u8, &'b u8, &'c u8);
struct B<T, U: Copy, V: Clone + ?Sized = u8, W = Vec<T>>(T, U, W, Box<V>);
struct C<const N: usize, const M: usize = 3, const K: i32 = -1, const B: bool = true>;
struct D<const N: usize = { 1 + 2 }>;
struct E<const N: usize, const M: usize = N>;
struct F<#[cfg(FALSE)] 'a, #[may_dangle] T>(T);
fn f<'a, T: 'a + Fn(&'a u8) -> u8, const N: usize,>() {}
impl<T> X<T> {}
impl<'a> X<'a> {}
impl<> X {}
impl<const N: usize> X<N> {}
impl<#[attr] T> X<T> {}
type G<T: ?Sized> = T;
trait Tr<T = Self, const N: usize = 0> {}

fn main() {}
