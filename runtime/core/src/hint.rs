//! Hints to the compiler.

use crate::intrinsics;

/// Tells the compiler this point is never reached.
#[track_caller]
pub const unsafe fn unreachable_unchecked() -> ! {
    unsafe { intrinsics::unreachable() }
}

/// Signals a busy-wait loop to the processor.
pub fn spin_loop() {}

/// An identity function the optimiser cannot see through.
pub fn black_box<T>(dummy: T) -> T {
    intrinsics::black_box(dummy)
}

/// An identity function that warns when its result is unused.
#[must_use]
pub const fn must_use<T>(value: T) -> T {
    value
}
