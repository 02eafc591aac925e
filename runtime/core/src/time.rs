//! Spans of time: `Duration`.

use crate::fmt;
use crate::iter::Sum;
use crate::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Sub, SubAssign};

const NANOS_PER_SEC: u32 = 1_000_000_000;
const NANOS_PER_MILLI: u32 = 1_000_000;
const NANOS_PER_MICRO: u32 = 1_000;

/// A span of time: seconds and nanoseconds.
pub struct Duration {
    secs: u64,
    nanos: u32,
}
impl Clone for Duration {
    fn clone(&self) -> Self { *self }
}
impl Copy for Duration {}
impl PartialEq for Duration {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for Duration {}
impl PartialOrd for Duration {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}
impl Ord for Duration {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}
impl crate::hash::Hash for Duration {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}
impl Default for Duration {
    fn default() -> Self { crate::__rcc_unwritten!() }
}

impl Duration {
    /// Zero.
    pub const ZERO: Duration = Duration::from_nanos(0);
    /// The largest duration.
    pub const MAX: Duration = Duration::new(u64::MAX, NANOS_PER_SEC - 1);
    /// One second.
    pub const SECOND: Duration = Duration::from_secs(1);
    /// One millisecond.
    pub const MILLISECOND: Duration = Duration::from_millis(1);
    /// One microsecond.
    pub const MICROSECOND: Duration = Duration::from_micros(1);
    /// One nanosecond.
    pub const NANOSECOND: Duration = Duration::from_nanos(1);

    /// A duration of `secs` seconds and `nanos` nanoseconds (carried).
    #[must_use]
    pub const fn new(secs: u64, nanos: u32) -> Duration {
        let extra = (nanos / NANOS_PER_SEC) as u64;
        let secs = match secs.checked_add(extra) {
            Some(s) => s,
            None => panic!("overflow in Duration::new"),
        };
        Duration { secs, nanos: nanos % NANOS_PER_SEC }
    }
    /// Whole seconds.
    #[must_use]
    pub const fn from_secs(secs: u64) -> Duration {
        Duration { secs, nanos: 0 }
    }
    /// Milliseconds.
    #[must_use]
    pub const fn from_millis(millis: u64) -> Duration {
        Duration { secs: millis / 1_000, nanos: ((millis % 1_000) as u32) * NANOS_PER_MILLI }
    }
    /// Microseconds.
    #[must_use]
    pub const fn from_micros(micros: u64) -> Duration {
        Duration { secs: micros / 1_000_000, nanos: ((micros % 1_000_000) as u32) * NANOS_PER_MICRO }
    }
    /// Nanoseconds.
    #[must_use]
    pub const fn from_nanos(nanos: u64) -> Duration {
        Duration { secs: nanos / (NANOS_PER_SEC as u64), nanos: (nanos % (NANOS_PER_SEC as u64)) as u32 }
    }
    /// Seconds as an `f64`.
    #[must_use]
    pub fn from_secs_f64(secs: f64) -> Duration { crate::__rcc_unwritten!() }
    /// Seconds as an `f32`.
    #[must_use]
    pub fn from_secs_f32(secs: f32) -> Duration {
        Duration::from_secs_f64(secs as f64)
    }
    /// Whether the duration is zero.
    #[must_use]
    pub const fn is_zero(&self) -> bool {
        self.secs == 0 && self.nanos == 0
    }
    /// The whole seconds.
    #[must_use]
    pub const fn as_secs(&self) -> u64 {
        self.secs
    }
    /// The fractional part in milliseconds.
    #[must_use]
    pub const fn subsec_millis(&self) -> u32 {
        self.nanos / NANOS_PER_MILLI
    }
    /// The fractional part in microseconds.
    #[must_use]
    pub const fn subsec_micros(&self) -> u32 {
        self.nanos / NANOS_PER_MICRO
    }
    /// The fractional part in nanoseconds.
    #[must_use]
    pub const fn subsec_nanos(&self) -> u32 {
        self.nanos
    }
    /// The total milliseconds.
    #[must_use]
    pub const fn as_millis(&self) -> u128 { crate::__rcc_unwritten!() }
    /// The total microseconds.
    #[must_use]
    pub const fn as_micros(&self) -> u128 { crate::__rcc_unwritten!() }
    /// The total nanoseconds.
    #[must_use]
    pub const fn as_nanos(&self) -> u128 {
        self.secs as u128 * NANOS_PER_SEC as u128 + self.nanos as u128
    }
    /// The seconds as an `f64`.
    #[must_use]
    pub fn as_secs_f64(&self) -> f64 { crate::__rcc_unwritten!() }
    /// The seconds as an `f32`.
    #[must_use]
    pub fn as_secs_f32(&self) -> f32 {
        self.as_secs_f64() as f32
    }
    /// Checked addition.
    pub const fn checked_add(self, rhs: Duration) -> Option<Duration> { crate::__rcc_unwritten!() }
    /// Checked subtraction.
    pub const fn checked_sub(self, rhs: Duration) -> Option<Duration> { crate::__rcc_unwritten!() }
    /// Saturating subtraction.
    pub const fn saturating_sub(self, rhs: Duration) -> Duration { crate::__rcc_unwritten!() }
    /// Checked multiplication by an integer.
    pub const fn checked_mul(self, rhs: u32) -> Option<Duration> { crate::__rcc_unwritten!() }
    /// Checked division by an integer.
    pub const fn checked_div(self, rhs: u32) -> Option<Duration> { crate::__rcc_unwritten!() }
}

impl Add for Duration {
    type Output = Duration;
    fn add(self, rhs: Duration) -> Duration { crate::__rcc_unwritten!() }
}
impl AddAssign for Duration {
    fn add_assign(&mut self, rhs: Duration) {
        *self = *self + rhs;
    }
}
impl Sub for Duration {
    type Output = Duration;
    fn sub(self, rhs: Duration) -> Duration { crate::__rcc_unwritten!() }
}
impl SubAssign for Duration {
    fn sub_assign(&mut self, rhs: Duration) {
        *self = *self - rhs;
    }
}
impl Mul<u32> for Duration {
    type Output = Duration;
    fn mul(self, rhs: u32) -> Duration { crate::__rcc_unwritten!() }
}
impl MulAssign<u32> for Duration {
    fn mul_assign(&mut self, rhs: u32) {
        *self = *self * rhs;
    }
}
impl Div<u32> for Duration {
    type Output = Duration;
    fn div(self, rhs: u32) -> Duration { crate::__rcc_unwritten!() }
}
impl DivAssign<u32> for Duration {
    fn div_assign(&mut self, rhs: u32) {
        *self = *self / rhs;
    }
}
impl Sum for Duration {
    fn sum<I: Iterator<Item = Duration>>(iter: I) -> Duration { crate::__rcc_unwritten!() }
}
impl<'a> Sum<&'a Duration> for Duration {
    fn sum<I: Iterator<Item = &'a Duration>>(iter: I) -> Duration { crate::__rcc_unwritten!() }
}

impl fmt::Debug for Duration {
    /// `1.5s`, `2ms`, `100ns` (v0: the fraction is printed to 9 digits,
    /// trailing zeros removed, ignoring a requested precision).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}
