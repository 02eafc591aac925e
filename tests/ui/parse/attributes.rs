// check-pass
// compile-flags: -Zparse-crate-root-only
//! Inner doc comment of the crate.
#![allow(unused)]
/*! Inner block doc comment. */
#![feature(rustc_attrs)]

/// Outer doc comment.
/** Outer block doc comment. */
#[derive(Clone, Copy)]
#[path = "x.rs"]
#[doc = concat!("a", "b")]
#[cfg_attr(FALSE, derive(Debug))]
#[a::b::c]
#[x[y]]
#[x{y}]
#[r#fn]
struct S {
    /// field doc
    #[allow(unused)]
    a: u8,
}
enum E {
    /// variant doc
    #[allow(unused)]
    A(#[allow(unused)] u8),
}
fn f<#[cfg(FALSE)] T>(#[allow(unused)] x: u8) {}
mod m {
    //! module doc
    #![allow(unused)]
}
impl S {
    //! impl doc
    #![allow(unused)]
    /// method doc
    fn g() {}
}

fn main() {}
