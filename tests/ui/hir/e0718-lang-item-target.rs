// A lang item on the wrong kind of item, or with the wrong number of
// generic parameters: E0718 (rustc 1.63's wording), and the item is not
// taken as the lang item.
#![feature(lang_items, no_core)]
#![no_core]
#![crate_type = "lib"]

#[lang = "sized"]
pub trait Sized {}

#[lang = "copy"]
pub const NOT_A_TRAIT: u32 = 1; //~^ ERROR `copy` language item must be applied to a trait

#[lang = "phantom_data"]
pub enum NotAStruct<T> { A(T) } //~^ ERROR `phantom_data` language item must be applied to a struct

#[lang = "add"]
pub trait MyAdd<'a, T> {} //~^ ERROR `add` language item must be applied to a trait with 1 generic argument

#[lang = "drop_in_place"]
fn drop_fn() {} //~^ ERROR `drop_in_place` language item must be applied to a function with at least 1 generic argument

pub struct S;
impl S {
    #[lang = "next"]
    fn next() {} //~^ ERROR `next` language item must be applied to a required trait method
}
