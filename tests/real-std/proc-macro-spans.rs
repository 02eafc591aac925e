// aux-build:pm-kit.rs
// Spans in errors from procedural macros: an error the macro spans at one
// of its input's tokens is reported there (the type error that follows
// is proc-macro-spans-typeck.rs: rcc stops after expansion errors).
#[macro_use]
extern crate pm_kit;

no_underscores!(alpha beta _gamma delta); //~ ERROR identifiers may not start with `_`: `_gamma`

no_underscores!(fine);

fn main() {}
