//! rcc's `core` (v0): the language-level half of the standard library,
//! written for rcc (MIT OR Apache-2.0, see runtime/README.md).
//!
//! What it gives: the items of Rust 1.63's `core` at their real paths --
//! the lang items the compiler leans on, the built-in macro declarations,
//! the traits and types ordinary programs name, and the paths the
//! expansions of `format_args!`, `panic!`, `assert!` and the derives name
//! (`$crate::fmt::ArgumentV1`, `$crate::panicking::panic_fmt`...).
//!
//! v0 conventions: a body written `__rcc_unwritten!()` (a panic saying so) stands for code not
//! written yet (the rest is honest, simple code); impls that rustc's core
//! derives are written out by hand (derive expansion is costly to load on
//! every compilation), some with such bodies. Every item is
//! `#[unstable(feature = "rcc_runtime")]` by inheritance from the crate
//! root: `staged_api` is what lets the intrinsics be `const`
//! (`rustc_const_stable`); real stability markings can come item by item.
//!
//! Checked by tools/check-runtime: real rustc 1.63 accepts this crate.

#![no_core]
// The library-stability machinery: every item inherits "unstable" from the
// crate root until it gets its real 1.63 marking; it is what lets the
// intrinsics be called in `const fn` (`rustc_const_stable`).
#![feature(staged_api)]
#![unstable(feature = "rcc_runtime", issue = "none")]
#![rustc_coherence_is_core]
#![feature(no_core, lang_items, rustc_attrs, decl_macro, prelude_import, intrinsics)]
#![feature(auto_traits, negative_impls, fundamental, unboxed_closures, never_type)]
#![feature(allow_internal_unstable, allow_internal_unsafe, rustc_allow_const_fn_unstable)]
#![feature(c_variadic, no_niche, no_coverage, const_precise_live_drops)]
#![feature(structural_match, arbitrary_self_types, exhaustive_patterns, const_trait_impl)]
#![feature(associated_type_bounds, doc_notable_trait, transparent_unions, untagged_unions)]
#![feature(extern_types, trait_alias, inline_const)]
#![feature(const_mut_refs, const_fn_floating_point_arithmetic, const_refs_to_cell)]
#![feature(simd_ffi, repr_simd, platform_intrinsics, asm_experimental_arch)]
#![allow(unused, incomplete_features, dead_code, non_camel_case_types, deprecated)]
#![allow(invalid_value, stable_features, unused_comparisons)]

// `core::...` paths inside core itself, as in rustc's core.
extern crate self as core;

#[prelude_import]
use prelude::v1::*;

#[macro_use]
mod macros;

pub mod assert_matches {
    pub use crate::macros::{assert_matches, debug_assert_matches};
}

// Language traits and types.
pub mod marker;
pub mod ops;
pub mod clone;
pub mod cmp;
pub mod default;
pub mod convert;
pub mod borrow;
pub mod any;
pub mod option;
pub mod result;
pub mod iter;
pub mod fmt;
pub mod hash;
pub mod panic;
pub mod panicking;
pub mod prelude;

// Memory, pointers, primitives.
pub mod intrinsics;
pub mod hint;
pub mod mem;
pub mod ptr;
pub mod cell;
pub mod slice;
pub mod str;
pub mod char;
pub mod num;
pub mod array;
pub mod ascii;
pub mod alloc;
pub mod ffi;
pub mod sync;
pub mod pin;
pub mod future;
pub mod task;
pub mod time;
pub mod primitive;
mod tuple;

// The deprecated per-type modules (`core::u8::MAX`, `core::f64::consts`).
macro_rules! int_module {
    ($($T:ident)*) => {$(
        pub mod $T {
            #[stable(feature = "rust1", since = "1.0.0")]
            #[deprecated(since = "TBD", note = "replaced by the `MIN` associated constant on this type")]
            pub const MIN: $T = $T::MIN;
            #[stable(feature = "rust1", since = "1.0.0")]
            #[deprecated(since = "TBD", note = "replaced by the `MAX` associated constant on this type")]
            pub const MAX: $T = $T::MAX;
        }
    )*};
}
int_module!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);
macro_rules! float_module {
    ($($T:ident)*) => {$(
        pub mod $T {
            pub const RADIX: u32 = $T::RADIX;
            pub const MANTISSA_DIGITS: u32 = $T::MANTISSA_DIGITS;
            pub const DIGITS: u32 = $T::DIGITS;
            pub const EPSILON: $T = $T::EPSILON;
            pub const MIN: $T = $T::MIN;
            pub const MIN_POSITIVE: $T = $T::MIN_POSITIVE;
            pub const MAX: $T = $T::MAX;
            pub const MIN_EXP: i32 = $T::MIN_EXP;
            pub const MAX_EXP: i32 = $T::MAX_EXP;
            pub const MIN_10_EXP: i32 = $T::MIN_10_EXP;
            pub const MAX_10_EXP: i32 = $T::MAX_10_EXP;
            pub const NAN: $T = $T::NAN;
            pub const INFINITY: $T = $T::INFINITY;
            pub const NEG_INFINITY: $T = $T::NEG_INFINITY;
            /// Mathematical constants, rounded to the type.
            pub mod consts {
                pub const PI: $T = 3.14159265358979323846264338327950288;
                pub const TAU: $T = 6.28318530717958647692528676655900577;
                pub const FRAC_PI_2: $T = 1.57079632679489661923132169163975144;
                pub const FRAC_PI_3: $T = 1.04719755119659774615421446109316763;
                pub const FRAC_PI_4: $T = 0.785398163397448309615660845819875721;
                pub const FRAC_PI_6: $T = 0.52359877559829887307710723054658381;
                pub const FRAC_PI_8: $T = 0.39269908169872415480783042290993786;
                pub const FRAC_1_PI: $T = 0.318309886183790671537767526745028724;
                pub const FRAC_2_PI: $T = 0.636619772367581343075535053490057448;
                pub const FRAC_2_SQRT_PI: $T = 1.12837916709551257389615890312154517;
                pub const SQRT_2: $T = 1.41421356237309504880168872420969808;
                pub const FRAC_1_SQRT_2: $T = 0.707106781186547524400844362104849039;
                pub const E: $T = 2.71828182845904523536028747135266250;
                pub const LOG2_10: $T = 3.32192809488736234787031942948939018;
                pub const LOG2_E: $T = 1.44269504088896340735992468100189214;
                pub const LOG10_2: $T = 0.301029995663981195213738894724493027;
                pub const LOG10_E: $T = 0.434294481903251827651128918916605082;
                pub const LN_2: $T = 0.693147180559945309417232121458176568;
                pub const LN_10: $T = 2.30258509299404568401799145468436421;
            }
        }
    )*};
}
float_module!(f32 f64);

pub mod arch {
    /// Inline assembly.
    #[rustc_builtin_macro]
    pub macro asm("assembly template", $(operands,)* $(options($(option),*))?) {
        /* compiler built-in */
    }
    /// Module-level inline assembly.
    #[rustc_builtin_macro]
    pub macro global_asm("assembly template", $(operands,)* $(options($(option),*))?) {
        /* compiler built-in */
    }
    /// The x86-64 intrinsics (v0: none yet).
    pub mod x86_64 {}
}
