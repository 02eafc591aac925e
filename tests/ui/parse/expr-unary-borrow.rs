// check-pass
// compile-flags: -Zparse-crate-root-only
// Prefix operators: negation, not, deref, borrows (`&&x` is two borrows),
// raw borrows, `box`.

fn main() {
    let _ = -x;
    let _ = !x;
    let _ = *x;
    let _ = **x;
    let _ = &x;
    let _ = &&x;
    let _ = &&&x;
    let _ = &mut x;
    let _ = &&mut x;
    let _ = &raw const x;
    let _ = &raw mut x;
    let _ = &raw;
    let _ = box x;
    let _ = box box 1;
    let _ = -!*&x;
    let _ = - -1;
}
