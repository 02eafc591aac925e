//! Operations on ASCII strings and characters.

pub use core::ascii::{escape_default, EscapeDefault};

/// Extension methods for ASCII-subset only operations (deprecated: the
/// methods are inherent now).
#[deprecated(since = "1.26.0", note = "use inherent methods instead")]
pub trait AsciiExt {
    type Owned;
    fn is_ascii(&self) -> bool;
    fn to_ascii_uppercase(&self) -> Self::Owned;
    fn to_ascii_lowercase(&self) -> Self::Owned;
    fn eq_ignore_ascii_case(&self, other: &Self) -> bool;
    fn make_ascii_uppercase(&mut self);
    fn make_ascii_lowercase(&mut self);
}
