//! Formatting: core's formatting items, and `format`.

pub use core::fmt::rt;
pub use core::fmt::Alignment;
pub use core::fmt::Error;
pub use core::fmt::{write, ArgumentV1, Arguments};
pub use core::fmt::{Binary, Octal};
pub use core::fmt::{Debug, Display};
pub use core::fmt::{DebugList, DebugMap, DebugSet, DebugStruct, DebugTuple};
pub use core::fmt::{Formatter, Result, Write};
pub use core::fmt::{LowerExp, UpperExp};
pub use core::fmt::{LowerHex, Pointer, UpperHex};

use crate::string;

/// Formats `args` into a new `String` (what `format!` calls).
pub fn format(args: Arguments<'_>) -> string::String {
    let mut output = string::String::with_capacity(args.estimated_capacity());
    output.write_fmt(args).expect("a formatting trait implementation returned an error");
    output
}
