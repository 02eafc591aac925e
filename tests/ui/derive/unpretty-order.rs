// check-pass
// compile-flags: -Zunpretty=expanded
// Derived impls come out after the item in the order the derives are
// listed (Clone, then Copy, then PartialEq and its StructuralPartialEq).
// The derive macros are declared here (no minicore: the expanded crate is
// printed before anything resolves the `crate::clone::Clone` paths).
// The .stdout golden is rustc 1.63's output.
#![feature(no_core, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[rustc_builtin_macro]
macro derive($item:item) {}
#[rustc_builtin_macro]
macro Clone($item:item) {}
#[rustc_builtin_macro]
macro Copy($item:item) {}
#[rustc_builtin_macro]
macro PartialEq($item:item) {}

#[derive(Clone, Copy, PartialEq)]
pub struct P;
