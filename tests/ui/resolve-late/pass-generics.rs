// check-pass
// Generic parameters: types, consts, lifetimes, in bounds, where clauses,
// defaults, associated types, qualified paths, higher-ranked bounds.

trait Container {
    type Item;
    const SIZE: usize;
    fn first(&self) -> Self::Item;
}

struct Wrapper<T, const N: usize> {
    items: [T; N],
}

trait Duplicate {}
impl Duplicate for i32 {}

trait Visit<'v> {
    fn visit(&self, v: &'v i32) -> &'v i32;
}

struct Identity;
impl<'v> Visit<'v> for Identity {
    fn visit(&self, v: &'v i32) -> &'v i32 {
        v
    }
}

impl<T: Duplicate + Clone2, const N: usize> Container for Wrapper<T, N> {
    type Item = T;
    const SIZE: usize = N;
    fn first(&self) -> T {
        self.items[0].dup()
    }
}

trait Clone2 {
    fn dup(&self) -> Self;
}
impl Clone2 for i32 {
    fn dup(&self) -> i32 {
        *self
    }
}

struct Pair<A, B = A>(A, B);

fn size_of_container<C: Container>(_c: &C) -> usize
where
    C::Item: Duplicate,
{
    <C as Container>::SIZE
}

fn apply<F>(f: F) -> i32
where
    F: for<'a> Visit<'a>,
{
    *f.visit(&1)
}

fn longest<'a, 'b: 'a>(x: &'a str, _y: &'b str) -> &'a str {
    x
}

fn array<const LEN: usize>() -> [u8; LEN] {
    [0; LEN]
}

fn main() {
    let w = Wrapper { items: [1, 2, 3] };
    let _f = w.first();
    let _s = size_of_container(&w);
    let _p: Pair<i32> = Pair(1, 2);
    let _a = apply(Identity);
    let _l = longest("a", "b");
    let _z = array::<4>();
}
