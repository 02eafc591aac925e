// check-pass
// compile-flags: -Zparse-crate-root-only
// Paths and generic arguments in types and expressions.

type A = Iterator<Item = u8>;
type B = Iterator<Item: Copy>;
type C<'a> = Foo<'a, u8, N, { N + 1 }, -1, 'x', true, "s">;
type D = Fn(u8) -> u8;
type E = FnOnce();
type F = FnMut(u8, u16,) -> (u8, u16);
type G = Tr<Assoc<'a> = u8>;
type H = Tr<Assoc<u8>: Copy + Send>;
type I = dyn Fn() -> u8 + Send;
type J = crate::a::B;
type K = self::a::B;
type L = super::a::B;
fn f() {
    let x = Vec::<u8>::new();
    let y = <Vec<u8>>::new();
    let z = <Vec<u8> as Default>::default();
    let w = a::b::<T, U>::c::<V>();
    let v = f::<{ N }>();
    let s = <<A as B>::C as D>::e;
}

fn main() {}
