//! rcc's `std` (v0): the standard library at the paths of Rust 1.63 --
//! core's and alloc's items re-exported as real std does, plus `io`,
//! `collections`, `env`, `process`, `thread`, `sync`, `fs`, `path`, `ffi`,
//! `os`, `time`, the program entry point (`lang_start`) and the panic
//! handler. Written for rcc (MIT OR Apache-2.0, see runtime/README.md).
//! Talks to the C library (Linux x86_64) through `extern "C"` declarations.
//! As in `core`, a `__rcc_unwritten!()` body is a v0 placeholder.

#![no_std]
#![feature(rcc_runtime)]
#![feature(prelude_import, lang_items, rustc_attrs, decl_macro, allow_internal_unstable, allow_internal_unsafe)]
#![feature(thread_local, alloc_error_handler, needs_panic_runtime, allocator_internals)]
#![feature(never_type, negative_impls, box_syntax, min_specialization, associated_type_bounds)]
#![feature(unboxed_closures, exhaustive_patterns, c_variadic, extern_types, dropck_eyepatch, const_mut_refs)]
#![needs_panic_runtime]
#![default_lib_allocator]
#![allow(unused, dead_code, incomplete_features, deprecated, unused_imports, non_camel_case_types)]

// std is `#![no_std]` and imports its own prelude explicitly.
#[prelude_import]
#[allow(unused)]
use prelude::rust_2021::*;

#[allow(unused_imports)]
#[macro_use]
extern crate alloc as alloc_crate;

// The standard macros that are not built into the compiler.
#[macro_use]
mod macros;

// The runtime entry point and the functions the panic macros call.
pub mod rt;

pub mod prelude;

pub use alloc_crate::borrow;
pub use alloc_crate::boxed;
pub use alloc_crate::fmt;
pub use alloc_crate::format;
pub use alloc_crate::rc;
pub use alloc_crate::slice;
pub use alloc_crate::str;
pub use alloc_crate::string;
pub use alloc_crate::vec;
pub use core::any;
pub use core::array;
pub use core::cell;
pub use core::char;
pub use core::clone;
pub use core::cmp;
pub use core::convert;
pub use core::default;
pub use core::future;
pub use core::hash;
pub use core::hint;
pub use core::i128;
pub use core::i16;
pub use core::i32;
pub use core::i64;
pub use core::i8;
pub use core::intrinsics;
pub use core::isize;
pub use core::iter;
pub use core::marker;
pub use core::mem;
pub use core::ops;
pub use core::option;
pub use core::pin;
pub use core::ptr;
pub use core::result;
pub use core::u128;
pub use core::u16;
pub use core::u32;
pub use core::u64;
pub use core::u8;
pub use core::usize;

pub mod f32;
pub mod f64;

#[macro_use]
pub mod thread;
pub mod ascii;
pub mod collections;
pub mod env;
pub mod error;
pub mod ffi;
pub mod fs;
pub mod io;
pub mod net;
pub mod num;
pub mod os;
pub mod panic;
pub mod path;
pub mod process;
pub mod sync;
pub mod time;

pub mod task {
    //! Types and traits for working with asynchronous tasks.
    pub use alloc_crate::task::*;
    pub use core::task::*;
}

pub mod arch {
    //! Architecture-specific intrinsics (and `asm!`).
    pub use core::arch::*;
    pub use crate::is_x86_feature_detected;
}

pub mod alloc;

mod panicking;
mod sys;

// Re-export macros defined in core.
#[allow(deprecated, deprecated_in_future)]
pub use core::{
    assert_eq, assert_ne, debug_assert, debug_assert_eq, debug_assert_ne, matches, r#try, todo,
    unimplemented, unreachable, write, writeln,
};

// Re-export built-in macros defined through core.
#[allow(deprecated)]
pub use core::{
    assert, assert_matches, cfg, column, compile_error, concat, concat_idents, const_format_args,
    env, file, format_args, format_args_nl, include, include_bytes, include_str, line, log_syntax,
    module_path, option_env, stringify, trace_macros,
};

pub use core::concat_bytes;

pub use core::primitive;
