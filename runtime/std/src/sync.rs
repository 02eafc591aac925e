//! Synchronization primitives: `Mutex`, `RwLock`, `Condvar`, `Once`,
//! `Barrier`, `mpsc`, and the re-exported `Arc` and `atomic`.
//! v0: `Mutex` and `Once` are simple spin-based implementations; the rest
//! is declared only.

use core::cell::UnsafeCell;
use core::fmt;
use core::ops::{Deref, DerefMut};
use core::time::Duration;

pub use alloc_crate::sync::{Arc, Weak};
pub use core::sync::atomic;

use atomic::{AtomicBool, AtomicUsize, Ordering};

/// A mutual exclusion lock.
pub struct Mutex<T: ?Sized> {
    locked: AtomicBool,
    poison: bool,
    data: UnsafeCell<T>,
}
unsafe impl<T: ?Sized + Send> Send for Mutex<T> {}
unsafe impl<T: ?Sized + Send> Sync for Mutex<T> {}

/// The guard of a locked `Mutex`.
#[must_use = "if unused the Mutex will immediately unlock"]
pub struct MutexGuard<'a, T: ?Sized + 'a> {
    lock: &'a Mutex<T>,
}
impl<T: ?Sized> !Send for MutexGuard<'_, T> {}
unsafe impl<T: ?Sized + Sync> Sync for MutexGuard<'_, T> {}

impl<T> Mutex<T> {
    /// A new unlocked mutex.
    pub const fn new(t: T) -> Mutex<T> {
        Mutex { locked: AtomicBool::new(false), poison: false, data: UnsafeCell::new(t) }
    }
}
impl<T: ?Sized> Mutex<T> {
    /// Acquires the mutex, spinning until it is free.
    pub fn lock(&self) -> LockResult<MutexGuard<'_, T>> {
        while self.locked.compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
            core::hint::spin_loop();
        }
        Ok(MutexGuard { lock: self })
    }
    /// Acquires the mutex if it is free.
    pub fn try_lock(&self) -> TryLockResult<MutexGuard<'_, T>> {
        match self.locked.compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed) {
            Ok(_) => Ok(MutexGuard { lock: self }),
            Err(_) => Err(TryLockError::WouldBlock),
        }
    }
    pub fn is_poisoned(&self) -> bool { self.poison }
    pub fn into_inner(self) -> LockResult<T> where T: Sized { Ok(self.data.into_inner()) }
    pub fn get_mut(&mut self) -> LockResult<&mut T> { Ok(self.data.get_mut()) }
}
impl<T: ?Sized> Deref for MutexGuard<'_, T> {
    type Target = T;
    fn deref(&self) -> &T { unsafe { &*self.lock.data.get() } }
}
impl<T: ?Sized> DerefMut for MutexGuard<'_, T> {
    fn deref_mut(&mut self) -> &mut T { unsafe { &mut *self.lock.data.get() } }
}
impl<T: ?Sized> Drop for MutexGuard<'_, T> {
    fn drop(&mut self) { self.lock.locked.store(false, Ordering::Release); }
}
impl<T: ?Sized + fmt::Debug> fmt::Debug for MutexGuard<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl<T: ?Sized + fmt::Debug> fmt::Debug for Mutex<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("Mutex").finish_non_exhaustive() }
}
impl<T: Default> Default for Mutex<T> {
    fn default() -> Mutex<T> { Mutex::new(Default::default()) }
}
impl<T> From<T> for Mutex<T> {
    fn from(t: T) -> Self { Mutex::new(t) }
}

/// A reader-writer lock (v0: not written yet).
pub struct RwLock<T: ?Sized> {
    state: AtomicUsize,
    data: UnsafeCell<T>,
}
unsafe impl<T: ?Sized + Send> Send for RwLock<T> {}
unsafe impl<T: ?Sized + Send + Sync> Sync for RwLock<T> {}
/// The guard of a read-locked `RwLock`.
pub struct RwLockReadGuard<'a, T: ?Sized + 'a> {
    lock: &'a RwLock<T>,
}
/// The guard of a write-locked `RwLock`.
pub struct RwLockWriteGuard<'a, T: ?Sized + 'a> {
    lock: &'a RwLock<T>,
}
impl<T> RwLock<T> {
    pub const fn new(t: T) -> RwLock<T> { RwLock { state: AtomicUsize::new(0), data: UnsafeCell::new(t) } }
}
impl<T: ?Sized> RwLock<T> {
    pub fn read(&self) -> LockResult<RwLockReadGuard<'_, T>> { Ok(RwLockReadGuard { lock: self }) }
    pub fn write(&self) -> LockResult<RwLockWriteGuard<'_, T>> { Ok(RwLockWriteGuard { lock: self }) }
    pub fn into_inner(self) -> LockResult<T> where T: Sized { Ok(self.data.into_inner()) }
    pub fn get_mut(&mut self) -> LockResult<&mut T> { Ok(self.data.get_mut()) }
}
impl<T: ?Sized> Deref for RwLockReadGuard<'_, T> {
    type Target = T;
    fn deref(&self) -> &T { unsafe { &*self.lock.data.get() } }
}
impl<T: ?Sized> Deref for RwLockWriteGuard<'_, T> {
    type Target = T;
    fn deref(&self) -> &T { unsafe { &*self.lock.data.get() } }
}
impl<T: ?Sized> DerefMut for RwLockWriteGuard<'_, T> {
    fn deref_mut(&mut self) -> &mut T { unsafe { &mut *self.lock.data.get() } }
}
impl<T: Default> Default for RwLock<T> {
    fn default() -> RwLock<T> { RwLock::new(Default::default()) }
}

/// A type indicating whether a waited-on condition variable timed out.
pub struct WaitTimeoutResult(bool);
impl core::fmt::Debug for WaitTimeoutResult {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl PartialEq for WaitTimeoutResult {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for WaitTimeoutResult {}
impl Copy for WaitTimeoutResult {}
impl Clone for WaitTimeoutResult {
    fn clone(&self) -> Self { *self }
}
impl WaitTimeoutResult {
    pub fn timed_out(&self) -> bool { self.0 }
}

/// A condition variable (v0: not written yet).
pub struct Condvar {
    seq: AtomicUsize,
}
impl core::fmt::Debug for Condvar {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Default for Condvar {
    fn default() -> Self { core::__rcc_unwritten!() }
}
impl Condvar {
    pub const fn new() -> Condvar { Condvar { seq: AtomicUsize::new(0) } }
    pub fn wait<'a, T>(&self, guard: MutexGuard<'a, T>) -> LockResult<MutexGuard<'a, T>> { core::__rcc_unwritten!() }
    pub fn wait_while<'a, T, F: FnMut(&mut T) -> bool>(&self, guard: MutexGuard<'a, T>, condition: F) -> LockResult<MutexGuard<'a, T>> { core::__rcc_unwritten!() }
    pub fn wait_timeout<'a, T>(&self, guard: MutexGuard<'a, T>, dur: Duration) -> LockResult<(MutexGuard<'a, T>, WaitTimeoutResult)> { core::__rcc_unwritten!() }
    pub fn notify_one(&self) {}
    pub fn notify_all(&self) {}
}

/// A synchronization primitive for one-time global initialization.
pub struct Once {
    state: AtomicUsize,
}
/// The state of a `Once` given to `call_once_force`.
pub struct OnceState {
    poisoned: bool,
}
impl core::fmt::Debug for OnceState {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl OnceState {
    pub fn is_poisoned(&self) -> bool { self.poisoned }
}
/// Initialization value for static `Once` values.
#[deprecated(since = "1.38.0", note = "the `new` function is now preferred")]
pub const ONCE_INIT: Once = Once::new();

impl Once {
    pub const fn new() -> Once { Once { state: AtomicUsize::new(0) } }
    /// Runs `f` the first time this is called (single-threaded in v0).
    pub fn call_once<F: FnOnce()>(&self, f: F) {
        if self.state.swap(1, Ordering::AcqRel) == 0 {
            f();
            self.state.store(2, Ordering::Release);
        }
    }
    pub fn call_once_force<F: FnOnce(&OnceState)>(&self, f: F) { self.call_once(|| f(&OnceState { poisoned: false })) }
    pub fn is_completed(&self) -> bool { self.state.load(Ordering::Acquire) == 2 }
}
impl fmt::Debug for Once {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("Once").finish_non_exhaustive() }
}

/// A barrier for a fixed number of threads (v0: not written yet).
pub struct Barrier {
    n: usize,
}
impl core::fmt::Debug for Barrier {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
/// What `Barrier::wait` returns.
pub struct BarrierWaitResult(bool);
impl core::fmt::Debug for BarrierWaitResult {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Barrier {
    pub fn new(n: usize) -> Barrier { Barrier { n } }
    pub fn wait(&self) -> BarrierWaitResult { core::__rcc_unwritten!() }
}
impl BarrierWaitResult {
    pub fn is_leader(&self) -> bool { self.0 }
}

/// A lock whose holder panicked.
pub struct PoisonError<T> {
    guard: T,
}
impl<T> PoisonError<T> {
    pub fn new(guard: T) -> PoisonError<T> { PoisonError { guard } }
    pub fn into_inner(self) -> T { self.guard }
    pub fn get_ref(&self) -> &T { &self.guard }
    pub fn get_mut(&mut self) -> &mut T { &mut self.guard }
}
impl<T> fmt::Debug for PoisonError<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("PoisonError").finish_non_exhaustive() }
}
impl<T> fmt::Display for PoisonError<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { "poisoned lock: another task failed inside".fmt(f) }
}
impl<T> crate::error::Error for PoisonError<T> {}

/// Why a `try_lock` failed.
pub enum TryLockError<T> {
    Poisoned(PoisonError<T>),
    WouldBlock,
}
impl<T> fmt::Debug for TryLockError<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TryLockError::Poisoned(..) => "Poisoned(..)".fmt(f),
            TryLockError::WouldBlock => "WouldBlock".fmt(f),
        }
    }
}
impl<T> From<PoisonError<T>> for TryLockError<T> {
    fn from(err: PoisonError<T>) -> TryLockError<T> { TryLockError::Poisoned(err) }
}

/// The result of a lock operation that may be poisoned.
pub type LockResult<Guard> = Result<Guard, PoisonError<Guard>>;
/// The result of a `try_lock`.
pub type TryLockResult<Guard> = Result<Guard, TryLockError<Guard>>;

/// Multi-producer, single-consumer FIFO channels (v0: not written yet).
pub mod mpsc {
    use core::fmt;
    use core::marker::PhantomData;
    use core::time::Duration;

    /// The sending half of a channel.
    pub struct Sender<T> {
        _marker: PhantomData<T>,
    }
    /// The sending half of a synchronous channel.
    pub struct SyncSender<T> {
        _marker: PhantomData<T>,
    }
    /// The receiving half of a channel.
    pub struct Receiver<T> {
        _marker: PhantomData<T>,
    }
    unsafe impl<T: Send> Send for Sender<T> {}
    unsafe impl<T: Send> Send for SyncSender<T> {}
    unsafe impl<T: Send> Send for Receiver<T> {}

    /// A new asynchronous channel.
    pub fn channel<T>() -> (Sender<T>, Receiver<T>) { core::__rcc_unwritten!() }
    /// A new synchronous, bounded channel.
    pub fn sync_channel<T>(bound: usize) -> (SyncSender<T>, Receiver<T>) { core::__rcc_unwritten!() }

    impl<T> Sender<T> {
        pub fn send(&self, t: T) -> Result<(), SendError<T>> { core::__rcc_unwritten!() }
    }
    impl<T> Clone for Sender<T> {
        fn clone(&self) -> Sender<T> { core::__rcc_unwritten!() }
    }
    impl<T> SyncSender<T> {
        pub fn send(&self, t: T) -> Result<(), SendError<T>> { core::__rcc_unwritten!() }
        pub fn try_send(&self, t: T) -> Result<(), TrySendError<T>> { core::__rcc_unwritten!() }
    }
    impl<T> Clone for SyncSender<T> {
        fn clone(&self) -> SyncSender<T> { core::__rcc_unwritten!() }
    }
    impl<T> Receiver<T> {
        pub fn recv(&self) -> Result<T, RecvError> { core::__rcc_unwritten!() }
        pub fn try_recv(&self) -> Result<T, TryRecvError> { core::__rcc_unwritten!() }
        pub fn recv_timeout(&self, timeout: Duration) -> Result<T, RecvTimeoutError> { core::__rcc_unwritten!() }
        pub fn iter(&self) -> Iter<'_, T> { Iter { rx: self } }
        pub fn try_iter(&self) -> TryIter<'_, T> { TryIter { rx: self } }
    }
    /// The iterator of `Receiver::iter`.
    pub struct Iter<'a, T: 'a> {
        rx: &'a Receiver<T>,
    }
    impl<T> Iterator for Iter<'_, T> {
        type Item = T;
        fn next(&mut self) -> Option<T> { self.rx.recv().ok() }
    }
    /// The iterator of `Receiver::try_iter`.
    pub struct TryIter<'a, T: 'a> {
        rx: &'a Receiver<T>,
    }
    impl<T> Iterator for TryIter<'_, T> {
        type Item = T;
        fn next(&mut self) -> Option<T> { self.rx.try_recv().ok() }
    }
    /// The by-value iterator of a `Receiver`.
    pub struct IntoIter<T> {
        rx: Receiver<T>,
    }
    impl<T> Iterator for IntoIter<T> {
        type Item = T;
        fn next(&mut self) -> Option<T> { self.rx.recv().ok() }
    }
    impl<T> IntoIterator for Receiver<T> {
        type Item = T;
        type IntoIter = IntoIter<T>;
        fn into_iter(self) -> IntoIter<T> { IntoIter { rx: self } }
    }

    /// The error of `send`: the receiver is gone.
    pub struct SendError<T>(pub T);
    impl<T: PartialEq> PartialEq for SendError<T> {
        fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
    }
    impl<T: Eq> Eq for SendError<T> {}
    impl<T: Clone> Clone for SendError<T> {
        fn clone(&self) -> Self { core::__rcc_unwritten!() }
    }
    impl<T: Copy> Copy for SendError<T> {}
    /// The error of `recv`: the senders are gone.
    pub struct RecvError;
    impl PartialEq for RecvError {
        fn eq(&self, other: &Self) -> bool { true }
    }
    impl Eq for RecvError {}
    impl Clone for RecvError {
        fn clone(&self) -> Self { *self }
    }
    impl Copy for RecvError {}
    impl core::fmt::Debug for RecvError {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
    }
    /// The error of `try_recv`.
    pub enum TryRecvError {
        Empty,
        Disconnected,
    }
    impl PartialEq for TryRecvError {
        fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
    }
    impl Eq for TryRecvError {}
    impl Clone for TryRecvError {
        fn clone(&self) -> Self { *self }
    }
    impl Copy for TryRecvError {}
    impl core::fmt::Debug for TryRecvError {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
    }
    /// The error of `recv_timeout`.
    pub enum RecvTimeoutError {
        Timeout,
        Disconnected,
    }
    impl PartialEq for RecvTimeoutError {
        fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
    }
    impl Eq for RecvTimeoutError {}
    impl Clone for RecvTimeoutError {
        fn clone(&self) -> Self { *self }
    }
    impl Copy for RecvTimeoutError {}
    impl core::fmt::Debug for RecvTimeoutError {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
    }
    /// The error of `try_send`.
    pub enum TrySendError<T> {
        Full(T),
        Disconnected(T),
    }
    impl<T: PartialEq> PartialEq for TrySendError<T> {
        fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
    }
    impl<T: Eq> Eq for TrySendError<T> {}
    impl<T: Clone> Clone for TrySendError<T> {
        fn clone(&self) -> Self { core::__rcc_unwritten!() }
    }
    impl<T: Copy> Copy for TrySendError<T> {}
    impl<T> fmt::Debug for SendError<T> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("SendError").finish_non_exhaustive() }
    }
    impl<T> fmt::Display for SendError<T> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { "sending on a closed channel".fmt(f) }
    }
    impl<T> fmt::Debug for TrySendError<T> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("TrySendError(..)") }
    }
    impl fmt::Display for RecvError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { "receiving on a closed channel".fmt(f) }
    }
}
