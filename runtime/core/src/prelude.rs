//! core's prelude: what every `#![no_std]` crate imports (Rust 1.63's
//! contents exactly).

/// The 1.63 prelude (shared by the editions up to 2018).
pub mod v1 {
    pub use crate::marker::{Copy, Send, Sized, Sync, Unpin};
    pub use crate::ops::{Drop, Fn, FnMut, FnOnce};
    pub use crate::mem::drop;
    pub use crate::clone::Clone;
    pub use crate::cmp::{Eq, Ord, PartialEq, PartialOrd};
    pub use crate::convert::{AsMut, AsRef, From, Into};
    pub use crate::default::Default;
    pub use crate::iter::{DoubleEndedIterator, ExactSizeIterator};
    pub use crate::iter::{Extend, IntoIterator, Iterator};
    pub use crate::option::Option::{self, None, Some};
    pub use crate::result::Result::{self, Err, Ok};

    // The built-in derives and macros.
    pub use crate::fmt::macros::Debug;
    pub use crate::hash::macros::Hash;
    #[allow(deprecated)]
    pub use crate::{
        assert, cfg, column, compile_error, concat, concat_idents, env, file, format_args,
        format_args_nl, include, include_bytes, include_str, line, log_syntax, module_path, option_env,
        stringify, trace_macros,
    };
    pub use crate::concat_bytes;
    #[allow(deprecated)]
    pub use crate::macros::builtin::{RustcDecodable, RustcEncodable};
    pub use crate::macros::builtin::{bench, derive, global_allocator, test, test_case};
    pub use crate::macros::builtin::cfg_accessible;
    pub use crate::macros::builtin::cfg_eval;
}

/// The 2015 edition prelude.
pub mod rust_2015 {
    pub use super::v1::*;
}

/// The 2018 edition prelude.
pub mod rust_2018 {
    pub use super::v1::*;
}

/// The 2021 edition prelude.
pub mod rust_2021 {
    pub use super::v1::*;
    pub use crate::iter::FromIterator;
    pub use crate::convert::{TryFrom, TryInto};
}

/// The 2024 edition prelude (unstable in 1.63).
pub mod rust_2024 {
    pub use super::rust_2021::*;
}
