// check-pass
// compile-flags: -Zparse-crate-root-only
// Tuples (one-element tuples need the comma), parenthesized expressions,
// arrays and repeat expressions.

fn main() {
    let _ = ();
    let _ = (1,);
    let _ = (1);
    let _ = (1, 2);
    let _ = (1, 2,);
    let _ = ((1, 2), (3,));
    let _ = [];
    let _ = [1];
    let _ = [1, 2, 3];
    let _ = [1, 2, 3,];
    let _ = [0; 16];
    let _ = [[0u8; N]; M * 2];
    let _ = [f(), g()];
}
