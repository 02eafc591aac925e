// run-pass
// check-run-results
// edition:2021
// The source of a coercion is resolved with the pending obligations
// first (rustc's try_coerce): `e.into()` under `E: Into<!>` is the
// where-clause's `!` (core's Result::into_ok), and the item of a
// `for` loop over `I: IntoIterator<Item = D>` is `D` before `&entry`
// meets `&dyn Debug` (core's DebugList::entries).
#![feature(never_type)]
use std::fmt::Debug;
fn into_ok<T, E>(r: Result<T, E>) -> T
where
    E: Into<!>,
{
    match r {
        Ok(x) => x,
        Err(e) => e.into(),
    }
}
fn show(x: &dyn Debug) -> String { format!("<{:?}>", x) }
fn entries<D, I>(entries: I) -> String
where
    D: Debug,
    I: IntoIterator<Item = D>,
{
    let mut s = String::new();
    for entry in entries {
        s += &show(&entry);
    }
    s
}
fn main() {
    let r: Result<i32, !> = Ok(3);
    println!("{} {}", into_ok(r), entries(vec!["a", "b"]));
}
