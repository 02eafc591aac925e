// check-pass
// edition:2018
// compile-flags: --extern resolve_dep={{src-base}}/imports/auxiliary/resolve_dep.rs
// A dependency through `extern crate` (renamed too) and through the
// extern prelude; its #[macro_export] macro with `$crate` paths, reached
// through #[macro_use], by path and through `use`. (rcc loads the
// dependency from source: rustc passes with `// aux-build:resolve_dep.rs`.)

#[macro_use]
extern crate resolve_dep;
extern crate resolve_dep as renamed;

use resolve_dep::Thing;
use resolve_dep::from_dep as imported_mac;

fn main() {
    let _ = Thing;
    let _ = renamed::inner::g();
    let _ = ::resolve_dep::inner::g();
    let _ = from_dep!();
    let _ = resolve_dep::from_dep!();
    let _ = imported_mac!();
}
