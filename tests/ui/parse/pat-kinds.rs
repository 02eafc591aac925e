// check-pass
// compile-flags: -Zparse-crate-root-only
// Every pattern kind: wildcard, bindings with `ref`/`mut`/`@`, literals,
// paths, tuple structs, structs, tuples, slices, rest, `box`, references,
// parentheses, macro calls, inline `const`.

fn main() {
    match v {
        _ => {}
        x => {}
        ref x => {}
        ref mut x => {}
        mut x => {}
        x @ Some(_) => {}
        ref x @ 1..=5 => {}
        0 => {}
        -1 => {}
        'a' => {}
        b'a' => {}
        "s" => {}
        b"bytes" => {}
        true => {}
        1.5 => {}
        None => {}
        E::A => {}
        <T as Tr>::C => {}
        <T>::C => {}
        ::std::option::Option::None => {}
        Some(x) => {}
        E::B(a, b, ..) => {}
        E::C(.., z) => {}
        S { a, b: 1, ref c, ref mut d, mut e, box f, .. } => {}
        S { 0: x, .. } => {}
        S {} => {}
        S { .. } => {}
        (a, b) => {}
        (a,) => {}
        () => {}
        (..) => {}
        (a, .., b) => {}
        [a, b] => {}
        [a, .., b] => {}
        [x @ .., y] => {}
        [] => {}
        box x => {}
        &x => {}
        &mut x => {}
        &&x => {}
        &(a, b) => {}
        (x) => {}
        m!(y) => {}
        const { N } => {}
    }
    let (a, mut b, ref c) = t;
    let S { x, .. } = s;
    let [first, rest @ ..] = arr;
    let &(x, y) = r;
}
