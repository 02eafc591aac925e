// check-pass
// compile-flags: -Zparse-crate-root-only
// Outer attributes on statements, expressions, match arms, struct literal
// fields, closure parameters; inner attributes at the start of blocks.

fn main() {
    #[cfg(x)]
    let y = 1;
    #[allow(unused)]
    {
        #![allow(dead_code)]
        f();
    }
    #[inline]
    fn inner() {}
    let _ = (#[a] 1, #[b] 2);
    let _ = [#[a] x];
    f(#[a] x);
    let _ = #[a] x + y;
    #[rustfmt::skip]
    m!();
    let _ = S { #[a] x: 1 };
    match x {
        #[a] _ => {}
    }
    /// A doc comment on a statement.
    let z = 2;
}
