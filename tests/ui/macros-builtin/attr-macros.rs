// The built-in attribute macros: malformed input, the allocator on a
// non-static, a repeated #[test].
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;
use mini_core::{cfg_eval, global_allocator, test};

#[test(foo)] //~ ERROR attribute must be of the form `#[test]`
//~| WARN this was previously accepted
fn a() {}

#[test]
#[test] //~ WARN duplicated attribute
fn b() {}

#[global_allocator(x)] //~ ERROR malformed `global_allocator` attribute input
fn not_a_static() {} //~ ERROR allocators must be statics

#[cfg_eval(x)] //~ ERROR malformed `cfg_eval` attribute input
struct T;
