// check-pass
// compile-flags: -Zparse-crate-root-only
// Every range form; a range ends before `{` in a `for` head; `..` binds
// looser than `||` and tighter than `=`.

fn main() {
    let _ = a..b;
    let _ = a..;
    let _ = ..b;
    let _ = ..;
    let _ = a..=b;
    let _ = ..=b;
    let _ = 0..n + 1;
    let _ = a || b..c || d;
    let _ = &a[1..];
    let _ = &a[..=2];
    let _ = (..).start_bound();
    for _ in 0.. {}
    for _ in 0..10 {}
    for _ in ..n {}
    x = a..b;
}
