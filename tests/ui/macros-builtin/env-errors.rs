// unset-rustc-env:RCC_UI_SURELY_UNSET_VAR
// env! and option_env!: undefined variables and malformed arguments.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;
pub use mini_core::{option, panic, panicking};

pub fn f() {
    let _ = env!("RCC_UI_SURELY_UNSET_VAR"); //~ ERROR environment variable `RCC_UI_SURELY_UNSET_VAR` not defined
    let _ = env!("RCC_UI_SURELY_UNSET_VAR", "a custom message"); //~ ERROR a custom message
    let _ = env!(); //~ ERROR env! takes 1 or 2 arguments
    let _ = env!("A", "b", "c"); //~ ERROR env! takes 1 or 2 arguments
    let _ = env!(1); //~ ERROR expected string literal
    let _ = env!(b"PATH"); //~ ERROR expected string literal
    let _ = option_env!(); //~ ERROR option_env! takes 1 argument
    let _ = option_env!(x); //~ ERROR argument must be a string literal
}
