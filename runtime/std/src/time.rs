//! Temporal quantification: `Duration`, `Instant`, `SystemTime`
//! (v0: the clocks are not read yet).

use core::fmt;
use core::ops::{Add, AddAssign, Sub, SubAssign};

pub use core::time::Duration;

/// A monotonic clock reading.
pub struct Instant(Duration);
impl Copy for Instant {}
impl Clone for Instant {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for Instant {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for Instant {}
impl PartialOrd for Instant {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for Instant {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl core::hash::Hash for Instant {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for Instant {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// A system clock reading.
pub struct SystemTime(Duration);
impl Copy for SystemTime {}
impl Clone for SystemTime {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for SystemTime {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for SystemTime {}
impl PartialOrd for SystemTime {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for SystemTime {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl core::hash::Hash for SystemTime {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for SystemTime {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// The error of `SystemTime::duration_since` when the time is earlier.
pub struct SystemTimeError(Duration);
impl Clone for SystemTimeError {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for SystemTimeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// 1970-01-01 00:00:00 UTC.
pub const UNIX_EPOCH: SystemTime = SystemTime(Duration::from_secs(0));

impl Instant {
    pub fn now() -> Instant { core::__rcc_unwritten!() }
    pub fn duration_since(&self, earlier: Instant) -> Duration { self.0.saturating_sub(earlier.0) }
    pub fn checked_duration_since(&self, earlier: Instant) -> Option<Duration> { self.0.checked_sub(earlier.0) }
    pub fn saturating_duration_since(&self, earlier: Instant) -> Duration { self.duration_since(earlier) }
    pub fn elapsed(&self) -> Duration { Instant::now().duration_since(*self) }
    pub fn checked_add(&self, duration: Duration) -> Option<Instant> { Some(Instant(self.0.checked_add(duration)?)) }
    pub fn checked_sub(&self, duration: Duration) -> Option<Instant> { Some(Instant(self.0.checked_sub(duration)?)) }
}
impl Add<Duration> for Instant {
    type Output = Instant;
    fn add(self, other: Duration) -> Instant { Instant(self.0 + other) }
}
impl AddAssign<Duration> for Instant {
    fn add_assign(&mut self, other: Duration) { *self = *self + other; }
}
impl Sub<Duration> for Instant {
    type Output = Instant;
    fn sub(self, other: Duration) -> Instant { Instant(self.0 - other) }
}
impl SubAssign<Duration> for Instant {
    fn sub_assign(&mut self, other: Duration) { *self = *self - other; }
}
impl Sub<Instant> for Instant {
    type Output = Duration;
    fn sub(self, other: Instant) -> Duration { self.duration_since(other) }
}

impl SystemTime {
    pub const UNIX_EPOCH: SystemTime = UNIX_EPOCH;
    pub fn now() -> SystemTime { core::__rcc_unwritten!() }
    pub fn duration_since(&self, earlier: SystemTime) -> Result<Duration, SystemTimeError> {
        self.0.checked_sub(earlier.0).ok_or(SystemTimeError(earlier.0 - self.0))
    }
    pub fn elapsed(&self) -> Result<Duration, SystemTimeError> { SystemTime::now().duration_since(*self) }
    pub fn checked_add(&self, duration: Duration) -> Option<SystemTime> { Some(SystemTime(self.0.checked_add(duration)?)) }
}
impl Add<Duration> for SystemTime {
    type Output = SystemTime;
    fn add(self, dur: Duration) -> SystemTime { SystemTime(self.0 + dur) }
}
impl Sub<Duration> for SystemTime {
    type Output = SystemTime;
    fn sub(self, dur: Duration) -> SystemTime { SystemTime(self.0 - dur) }
}
impl SystemTimeError {
    pub fn duration(&self) -> Duration { self.0 }
}
impl fmt::Display for SystemTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { write!(f, "second time provided was later than self") }
}
