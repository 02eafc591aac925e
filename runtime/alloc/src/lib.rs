//! rcc's `alloc` (v0): heap allocation and the collections built on it --
//! `Box`, `Vec`, `String`, `Rc`, `Arc`, `Cow`, `collections`, `format!`,
//! `vec!` -- at the paths of Rust 1.63's `alloc`. Written for rcc (MIT OR
//! Apache-2.0, see runtime/README.md). As in `core`, a `__rcc_unwritten!()` body is a
//! v0 placeholder for code not written yet.

#![no_std]
#![feature(rcc_runtime)]
#![feature(lang_items, rustc_attrs, box_syntax, dropck_eyepatch, negative_impls, fundamental)]
#![feature(allow_internal_unstable, decl_macro, never_type, associated_type_bounds)]
#![feature(unboxed_closures, exhaustive_patterns, min_specialization, const_trait_impl, unsized_fn_params)]
#![allow(unused, dead_code, incomplete_features, deprecated, unused_imports)]

#[macro_use]
mod macros;

pub mod alloc;
pub mod borrow;
pub mod boxed;
pub mod collections;
pub mod ffi;
pub mod fmt;
pub mod rc;
pub mod slice;
pub mod str;
pub mod string;
pub mod sync;
pub mod task;
pub mod vec;

// What `format!` names (`$crate::__export::format_args!`).
#[doc(hidden)]
pub mod __export {
    pub use core::format_args;
}
