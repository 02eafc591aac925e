// aux-build:pm-kit.rs
// A procedural macro's panic is an error at its invocation, with the
// panic's message; compile_error! in its output is reported.
#[macro_use]
extern crate pm_kit;

explode!(a b c); //~ ERROR proc macro panicked

#[derive(Explode)] //~ ERROR proc-macro derive panicked
struct S;

reject!("rejected by the macro"); //~ ERROR rejected by the macro

bad_source!();
//~^ ERROR this file contains an unclosed delimiter
//~| ERROR unexpected closing delimiter
//~| ERROR proc macro panicked

fn main() {}
