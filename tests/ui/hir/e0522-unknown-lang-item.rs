// `#[lang = "..."]` naming no lang item: E0522 at the attribute.
#![feature(lang_items, no_core)]
#![no_core]
#![crate_type = "lib"]

#[lang = "sized"]
pub trait Sized {}

#[lang = "cookie"] //~ ERROR definition of an unknown language item: `cookie`
fn cookie() {}

#[lang = "copy"]
pub trait Copy {}
