// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2015
// 2015 trait methods may leave out parameter names; `dyn` is an
// identifier unless a bound follows; bare trait objects.

trait T {
    fn f(u8);
    fn g(&u8, Vec<u8>, &mut Self);
    fn h(x: u8, u16);
    fn i(&self, Box<Trait + Send>);
}
type Bare = Box<Trait + Send>;
type BareRef<'a> = &'a (Trait + 'a);
type DynTy = Box<dyn Trait>;
type DynPath = dyn::Foo;
fn dyn() {}

fn main() {}
