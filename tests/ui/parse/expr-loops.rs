// check-pass
// compile-flags: -Zparse-crate-root-only
// `while`, `loop`, `for`, labels, and `break`/`continue` with labels and
// values.

fn main() {
    while a {}
    while a < b { a += 1; }
    loop {}
    loop { break; }
    for x in xs {}
    for (i, x) in xs.iter().enumerate() {}
    for &x in xs {}
    for _ in 0..10 {}
    'outer: loop {
        'inner: while true {
            continue 'outer;
        }
        break 'outer;
    }
    'a: for x in xs { break 'a; }
    let _ = loop { break 1; };
    let _ = 'l: loop { break 'l 2; };
    let _ = loop { break (); };
    loop { continue }
    loop { break }
}
