// ignore-test: rcc bug: a loop variable later passed where `&dyn Trait` is expected gets the wrong type
// run-pass
// check-run-results
// edition:2021
// rcc infers the for-loop binding from a later unsizing use: `&c` passed
// where `&dyn Debug` is expected makes rcc unify `c` with `dyn Debug`:
//   error[E0271]: type mismatch resolving `<Chars as Iterator>::Item == dyn Debug`
// Also hits core::fmt::DebugList::entries (`for entry in entries { self.entry(&entry) }`)
// whenever called with a concrete iterator, e.g. `f.debug_list().entries("ab".chars())`.
use std::fmt::Debug;
fn show(x: &dyn Debug) { println!("{:?}", x); }
fn main() {
    for c in "ab".chars() {
        show(&c);
    }
}
