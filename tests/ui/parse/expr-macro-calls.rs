// check-pass
// compile-flags: -Zparse-crate-root-only
// Macro calls in expression, statement and pattern position, with every
// delimiter; a braced macro statement needs no `;`, but one followed by `.`
// is an expression.

fn main() {
    let _ = vec![1, 2, 3];
    let _ = format!("{}", x);
    let _ = m!{ a b c };
    println!("x = {}", x);
    m! { anything here }
    m!(x)
    ;
    m![x];
    m! {}.method();
    let _ = std::mem::size_of!(u8) + 1;
    match x { m!(p) => {} }
    let m!(y) = z;
    let _ = a + m!(b) * c;
    if m!(c) {}
}
