// check-pass
// `T::Item` in the arguments of another bound of `T`: finding `Item`
// looks only at the bounds whose trait may define it (rustc's
// type_param_predicates), so `T: Bar<T::Item>` is not a cycle. rcc used
// to lower every bound of `T` to find `Item` and recursed until the
// stack ran out (SIGSEGV).

trait Foo {
    type Item;
}

trait Bar<T> {}

fn baz<T>()
where
    T: Foo,
    T: Bar<T::Item>,
{
}

struct S;
impl Foo for S {
    type Item = u8;
}
impl Bar<u8> for S {}

fn main() {
    baz::<S>();
}
