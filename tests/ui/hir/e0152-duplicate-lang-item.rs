// Two definitions of one lang item in a crate: E0152 on the second, with
// a note at the first (rustc 1.63's wording and spans).
#![feature(lang_items, no_core)]
#![no_core]
#![crate_type = "lib"]

#[lang = "sized"]
pub trait Sized {}

#[lang = "sized"]
pub trait Sized2 {} //~ ERROR found duplicate lang item `sized`

#[lang = "copy"]
pub trait Copy {}
