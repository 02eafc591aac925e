//! ASCII escapes: `escape_default`.

use crate::fmt;
use crate::iter::{DoubleEndedIterator, ExactSizeIterator, FusedIterator};
use crate::ops::Range;

/// The iterator of `escape_default`.
pub struct EscapeDefault {
    range: Range<u8>,
    data: [u8; 4],
}
impl Clone for EscapeDefault {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}

/// The escaped form of a byte, as Rust writes it in literals.
pub fn escape_default(c: u8) -> EscapeDefault { crate::__rcc_unwritten!() }

impl Iterator for EscapeDefault {
    type Item = u8;
    fn next(&mut self) -> Option<u8> { crate::__rcc_unwritten!() }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}
impl DoubleEndedIterator for EscapeDefault {
    fn next_back(&mut self) -> Option<u8> { crate::__rcc_unwritten!() }
}
impl ExactSizeIterator for EscapeDefault {}
impl FusedIterator for EscapeDefault {}
impl fmt::Display for EscapeDefault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}
impl fmt::Debug for EscapeDefault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EscapeDefault").finish_non_exhaustive()
    }
}
