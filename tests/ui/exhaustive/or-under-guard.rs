// check-pass
// The alternatives of an or-pattern in a guarded arm do not make each
// other unreachable (the guard may fail for the first one's bindings);
// unguarded arms still do.
#![deny(unreachable_patterns)]

fn f(x: (bool, bool), t: bool) -> u32 {
    match x {
        (a, _) | (_, a) | (a, true) if a == t => 1,
        _ => 0,
    }
}

#[warn(unreachable_patterns)]
fn g(x: (bool, bool)) -> u32 {
    match x {
        (true, _) | (_, true) | (true, true) => 1, //~ WARNING unreachable pattern
        _ => 0,
    }
}

fn main() {
    assert_eq!(f((false, true), true), 1);
    assert_eq!(g((false, false)), 0);
}
