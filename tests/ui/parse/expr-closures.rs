// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2018
// Closures: parameters with patterns and types, return types (then the
// body is a block), `move`, `||` as an empty parameter list, `async`,
// `static` generators, and `for<'a>` binders.

fn main() {
    let _ = || 1;
    let _ = || {};
    let _ = |x| x + 1;
    let _ = |x: u8| -> u8 { x };
    let _ = |x, y: &str, (a, b): (u8, u8), &z| ();
    let _ = |_| ();
    let _ = |mut x: u8| x;
    let _ = |x,| x;
    let _ = move || x;
    let _ = move |x| x;
    let _ = async || 1;
    let _ = async move |x| x;
    let _ = static || yield 1;
    let _ = static move || {};
    let _ = for<'a> |x: &'a u8| -> &'a u8 { x };
    let _ = |#[attr] x| x;
    let _ = |x| |y| x + y;
    f(|x| x, || 2);
    v.iter().map(|&(a, b)| a * b).sum::<u32>();
}
