//! The Rust prelude: what every crate imports (Rust 1.63's contents).

/// The 1.63 prelude (shared by the editions up to 2018).
pub mod v1 {
    pub use crate::marker::{Send, Sized, Sync, Unpin};
    pub use crate::ops::{Drop, Fn, FnMut, FnOnce};
    pub use crate::mem::drop;
    pub use crate::convert::{AsMut, AsRef, From, Into};
    pub use crate::iter::{DoubleEndedIterator, ExactSizeIterator};
    pub use crate::iter::{Extend, IntoIterator, Iterator};
    pub use crate::option::Option::{self, None, Some};
    pub use crate::result::Result::{self, Err, Ok};

    #[allow(deprecated)]
    pub use core::prelude::v1::{
        assert, cfg, column, compile_error, concat, concat_idents, env, file, format_args,
        format_args_nl, include, include_bytes, include_str, line, log_syntax, module_path, option_env,
        stringify, trace_macros, Clone, Copy, Debug, Default, Eq, Hash, Ord, PartialEq, PartialOrd,
    };
    pub use core::prelude::v1::concat_bytes;
    #[allow(deprecated)]
    pub use core::prelude::v1::{RustcDecodable, RustcEncodable};
    pub use core::prelude::v1::{bench, derive, global_allocator, test, test_case};
    pub use core::prelude::v1::cfg_accessible;
    pub use core::prelude::v1::cfg_eval;

    pub use crate::borrow::ToOwned;
    pub use crate::boxed::Box;
    pub use crate::string::{String, ToString};
    pub use crate::vec::Vec;
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
    pub use core::prelude::rust_2021::*;
}

/// The 2024 edition prelude (unstable in 1.63).
pub mod rust_2024 {
    pub use super::v1::*;
    pub use core::prelude::rust_2024::*;
}
