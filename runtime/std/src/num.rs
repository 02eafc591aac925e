//! Additional functionality for numerics (core's `num` items).

pub use core::num::Wrapping;
pub use core::num::{FpCategory, IntErrorKind, ParseFloatError, ParseIntError, TryFromIntError};
pub use core::num::{NonZeroI128, NonZeroI16, NonZeroI32, NonZeroI64, NonZeroI8, NonZeroIsize};
pub use core::num::{NonZeroU128, NonZeroU16, NonZeroU32, NonZeroU64, NonZeroU8, NonZeroUsize};
