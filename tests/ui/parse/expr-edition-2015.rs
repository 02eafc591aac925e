// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2015
// In 2015 `async`, `await`, `try` and `dyn` are identifiers: `x.await`
// is a field, `try!` a macro, `async {}` a struct literal.

fn main() {
    let await = 1;
    let async = 2;
    let dyn = 3;
    let _ = x.await;
    let _ = try!(f());
    let _ = async { a: 1 };
    let _ = async::f();
    let try = 4;
}
