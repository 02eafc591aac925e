// check-pass
// compile-flags: -Zparse-crate-root-only
// `union`, `auto`, `default`, `macro_rules`, `safe` are only keywords in
// their places; elsewhere they are identifiers.

union U { a: u8 }
struct union;
fn union() {}
mod auto {}
fn default() {}
static macro_rules: u8 = 0;
fn safe() {}
fn uses() {
    let union = 1;
    let auto = union;
    let default = auto;
    union::f();
    union!();
}
impl Default for S { fn default() -> Self { S } }

fn main() {}
