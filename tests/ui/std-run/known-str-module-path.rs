// ignore-test: rcc bug: a module imported as `str` is shadowed by the primitive type in paths
// run-pass
// check-run-results
// edition:2021
#![feature(pattern)]
// rcc fails to resolve a path through a module imported as `str`
// (`use core::str;` then `str::pattern::Pattern`): "cannot find trait
// `Pattern` in module `str::pattern`". rustc accepts. (Hit in
// runtime/alloc/src/string.rs; worked around with core::str::pattern.)
use std::str;
fn f<'a, P: str::pattern::Pattern<'a>>(_p: P) {}
fn main() { f('x'); println!("ok"); }
