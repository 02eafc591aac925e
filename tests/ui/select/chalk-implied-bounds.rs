// run-pass
// check-run-results
// compile-flags: -Z chalk
// -Z chalk's implied bounds: a trait bound implies all the trait's
// where-clauses (`T: Bar<U>` with `trait Bar<U> where U: Foo` gives
// `U: Foo`), and the where-clauses of the structs in a fn's inputs and
// an impl's self type hold in their bodies (`&Set<T>` gives `T: Hash`,
// hence `T: Eq`).
#![allow(dead_code)]
trait Foo {
    fn name() -> &'static str;
}
impl Foo for i32 {
    fn name() -> &'static str {
        "i32"
    }
}
trait Bar<U>
where
    U: Foo,
{
}
impl Bar<i32> for i32 {}

fn only_foo<T: Foo>() -> &'static str {
    T::name()
}

fn only_bar<U, T: Bar<U>>() -> &'static str {
    only_foo::<U>()
}

trait Eq {}
trait Hash: Eq {}
impl Eq for i32 {}
impl Hash for i32 {}

struct Set<T: Hash> {
    x: T,
}

fn only_eq<T: Eq>() -> bool {
    true
}

fn take_a_set<T>(_: &Set<T>) -> bool {
    only_eq::<T>()
}

struct S<T: Foo> {
    x: T,
}

impl<T> S<T> {
    fn dummy_foo(&self) -> &'static str {
        only_foo::<T>()
    }
}

fn main() {
    println!("{}", only_bar::<i32, i32>());
    println!("{}", take_a_set(&Set { x: 5 }));
    println!("{}", S { x: 5 }.dummy_foo());
}
