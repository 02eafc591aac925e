// ignore-test: needs the check for `main` (E0601), which comes with the later passes
// An inner #![cfg] that is false makes the crate empty: no `main`.
#![cfg(FALSE)]

fn main() {} //~ ERROR `main` function not found in crate
