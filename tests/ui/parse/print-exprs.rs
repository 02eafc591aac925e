// check-pass
// compile-flags: -Zunpretty=normal
// edition:2018
// The pretty-printer keeps the written parentheses and prints every
// expression form so that it parses back to the same tree.

fn main() {
    let x = (1 + 2) * 3;
    let s = S { a, b: 1, ..base };
    let c = move |a: u8, b| -> u8 { a + b };
    let r = &mut *p;
    let t = (1,);
    x.0.1;
    'l: loop { break 'l 5; }
    let Some(z) = o else { return };
    if let Some(a) = b && c {} else if d {} else {}
    match x { 1 | 2 => {}, n if n > 3 => n, _ => () }
    for i in 0.. {}
    let v = [0; 4];
    let _ = .. ..x;
    let y = if (S { a: 1 }) == s { 1 } else { 2 };
    async move { f().await };
    m! { a b };
    v![1, 2];
}
