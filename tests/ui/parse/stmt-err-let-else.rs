// compile-flags: -Zparse-crate-root-only
// Restrictions of let-else.

fn main() {
    let Some(x) = a && b else { return };
    //~^ ERROR a `&&` expression cannot be directly assigned in `let...else`
    let Some(y) = match z { _ => w } else { return };
    //~^ ERROR right curly brace `}` before `else` in a `let...else` statement not allowed
    let Some(v) = o else if c { return };
    //~^ ERROR conditional `else if` is not supported for `let...else`
}
