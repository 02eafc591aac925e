// run-pass
// check-run-results
// A trait method whose where-clauses do not hold for the type behind a
// `dyn` (`Option<X>: Ord` with `X` not `Ord`) can never be called: its
// vtable entry stays empty, as rustc's impossible_predicates leaves it.
// rcc used to instantiate it anyway and stopped in mono ("cannot
// resolve instance of <Option<X> as PartialOrd>::lt").

struct X;

trait Foo<T> {
    fn foo(&self) where (T, Option<T>): Ord {}
    fn bar(&self, x: &Option<T>) -> bool
    where
        Option<T>: Ord,
    {
        *x < *x
    }
    fn name(&self) -> &'static str {
        "unit"
    }
}

impl Foo<X> for () {}
impl Foo<u8> for () {}

fn main() {
    let a = &() as &dyn Foo<X>;
    println!("{}", a.name());
    let b = &() as &dyn Foo<u8>;
    println!("{} {}", b.name(), b.bar(&Some(3)));
}
