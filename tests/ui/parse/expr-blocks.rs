// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2018
// Block expressions: plain, `unsafe`, labelled (with `break 'l value`),
// `async`, `async move`, `try`, inline `const`, and inner attributes.

fn main() {
    let _ = {};
    let _ = { 1 };
    let _ = { let x = 1; x };
    let _ = unsafe { f() };
    let _ = 'l: { break 'l 1; };
    let _ = 'l: {
        if c { break 'l 2; }
        3
    };
    let _ = async { 1 };
    let _ = async move { x };
    let _: Result<(), E> = try { f()?; };
    let _ = const { 1 + 2 };
    let _ = {
        #![allow(unused)]
        1
    };
    unsafe {
        #![allow(unused_unsafe)]
    }
}
