// check-pass
// edition:2018
// An `extern crate` that only macro output names (as getrandom 0.1's
// `cfg_if! { ... mod error_impls; }` whose file says `extern crate std;`
// in a #![no_std] crate): the crate is loaded when the resolver defines
// the item (rustc's CrateLoader::process_extern_crate), not only the ones
// the unexpanded crate names.
#![no_std]
#![crate_type = "lib"]

macro_rules! items { ($($i:item)*) => { $($i)* } }

items! {
    mod with_std {
        extern crate std;
        pub fn make() -> std::vec::Vec<u8> { std::vec![1, 2, 3] }
        pub fn show(x: u32) -> std::string::String { std::format!("{}", x) }
    }
}

pub fn len() -> usize { with_std::make().len() + with_std::show(7).len() }
