// check-pass
// compile-flags: -Zparse-crate-root-only
// `static`, `static mut`, `const`, `const _`, consts without a value.

static A: u8 = 1;
static mut B: u8 = 1;
pub static C: &str = "c";
const D: u8 = 1;
const _: () = ();
const _: u8 = { 1 + 2 };
pub(crate) const E: [u8; 2] = [1, 2];
trait T { const F: u8; const G: u8 = 2; }

fn main() {}
