//! Native threads, and thread-local storage (`thread_local!`, `LocalKey`).
//! v0: threads cannot be spawned yet; thread-locals are written.

use core::cell::UnsafeCell;
use core::fmt;
use core::marker::PhantomData;
use core::time::Duration;

use crate::boxed::Box;
use crate::string::String;

/// Declares a new thread-local storage key of type `LocalKey`.
#[macro_export]
#[rustc_diagnostic_item = "thread_local_macro"]
#[allow_internal_unstable(thread_local_internals)]
macro_rules! thread_local {
    // empty (base case for the recursion)
    () => {};

    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = const { $init:expr }; $($rest:tt)*) => (
        $crate::__thread_local_inner!($(#[$attr])* $vis $name, $t, const $init);
        $crate::thread_local!($($rest)*);
    );

    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = const { $init:expr }) => (
        $crate::__thread_local_inner!($(#[$attr])* $vis $name, $t, const $init);
    );

    // process multiple declarations
    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = $init:expr; $($rest:tt)*) => (
        $crate::__thread_local_inner!($(#[$attr])* $vis $name, $t, $init);
        $crate::thread_local!($($rest)*);
    );

    // handle a single declaration
    ($(#[$attr:meta])* $vis:vis static $name:ident: $t:ty = $init:expr) => (
        $crate::__thread_local_inner!($(#[$attr])* $vis $name, $t, $init);
    );
}

/// The body of `thread_local!`: a `const` `LocalKey` whose accessor finds
/// the value in a `#[thread_local]` static (where the target has them).
#[doc(hidden)]
#[macro_export]
#[allow_internal_unstable(thread_local_internals, cfg_target_thread_local, thread_local)]
#[allow_internal_unsafe]
macro_rules! __thread_local_inner {
    // used to generate the `LocalKey` value for const-initialized thread locals
    (@key $t:ty, const $init:expr) => {{
        #[cfg_attr(not(windows), inline)]
        #[deny(unsafe_op_in_unsafe_fn)]
        unsafe fn __getit(
            _init: $crate::option::Option<&mut $crate::option::Option<$t>>,
        ) -> $crate::option::Option<&'static $t> {
            const INIT_EXPR: $t = $init;

            #[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
            {
                static mut VAL: $t = INIT_EXPR;
                unsafe { $crate::option::Option::Some(&VAL) }
            }

            #[cfg(all(
                target_thread_local,
                not(all(target_family = "wasm", not(target_feature = "atomics"))),
            ))]
            {
                #[thread_local]
                static mut VAL: $t = INIT_EXPR;

                // No destructor to register: the value is there already.
                if !$crate::mem::needs_drop::<$t>() {
                    unsafe {
                        return $crate::option::Option::Some(&VAL)
                    }
                }

                // 0 = no destructor registered, 1 = registered, 2 = running.
                #[thread_local]
                static mut STATE: $crate::primitive::u8 = 0;

                unsafe extern "C" fn destroy(ptr: *mut $crate::primitive::u8) {
                    let ptr = ptr as *mut $t;

                    unsafe {
                        $crate::debug_assert_eq!(STATE, 1);
                        STATE = 2;
                        $crate::ptr::drop_in_place(ptr);
                    }
                }

                unsafe {
                    match STATE {
                        0 => {
                            $crate::thread::__FastLocalKeyInner::<$t>::register_dtor(
                                $crate::ptr::addr_of_mut!(VAL) as *mut $crate::primitive::u8,
                                destroy,
                            );
                            STATE = 1;
                            $crate::option::Option::Some(&VAL)
                        }
                        1 => $crate::option::Option::Some(&VAL),
                        _ => $crate::option::Option::None,
                    }
                }
            }

            #[cfg(all(
                not(target_thread_local),
                not(all(target_family = "wasm", not(target_feature = "atomics"))),
            ))]
            {
                #[inline]
                const fn __init() -> $t { INIT_EXPR }
                static __KEY: $crate::thread::__OsLocalKeyInner<$t> =
                    $crate::thread::__OsLocalKeyInner::new();
                #[allow(unused_unsafe)]
                unsafe {
                    __KEY.get(move || {
                        if let $crate::option::Option::Some(init) = _init {
                            if let $crate::option::Option::Some(value) = init.take() {
                                return value;
                            } else if $crate::cfg!(debug_assertions) {
                                $crate::unreachable!("missing initial value");
                            }
                        }
                        __init()
                    })
                }
            }
        }

        unsafe {
            $crate::thread::LocalKey::new(__getit)
        }
    }};

    // used to generate the `LocalKey` value for `thread_local!`
    (@key $t:ty, $init:expr) => {
        {
            #[inline]
            fn __init() -> $t { $init }

            #[cfg_attr(not(windows), inline)]
            unsafe fn __getit(
                init: $crate::option::Option<&mut $crate::option::Option<$t>>,
            ) -> $crate::option::Option<&'static $t> {
                #[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
                static __KEY: $crate::thread::__StaticLocalKeyInner<$t> =
                    $crate::thread::__StaticLocalKeyInner::new();

                #[thread_local]
                #[cfg(all(
                    target_thread_local,
                    not(all(target_family = "wasm", not(target_feature = "atomics"))),
                ))]
                static __KEY: $crate::thread::__FastLocalKeyInner<$t> =
                    $crate::thread::__FastLocalKeyInner::new();

                #[cfg(all(
                    not(target_thread_local),
                    not(all(target_family = "wasm", not(target_feature = "atomics"))),
                ))]
                static __KEY: $crate::thread::__OsLocalKeyInner<$t> =
                    $crate::thread::__OsLocalKeyInner::new();

                // The value, initialized on first use from `init` or `__init`.
                #[allow(unused_unsafe)]
                unsafe {
                    __KEY.get(move || {
                        if let $crate::option::Option::Some(init) = init {
                            if let $crate::option::Option::Some(value) = init.take() {
                                return value;
                            } else if $crate::cfg!(debug_assertions) {
                                $crate::unreachable!("missing default value");
                            }
                        }
                        __init()
                    })
                }
            }

            unsafe {
                $crate::thread::LocalKey::new(__getit)
            }
        }
    };
    ($(#[$attr:meta])* $vis:vis $name:ident, $t:ty, $($init:tt)*) => {
        $(#[$attr])* $vis const $name: $crate::thread::LocalKey<$t> =
            $crate::__thread_local_inner!(@key $t, $($init)*);
    }
}

/// A thread-local storage key which owns its contents.
pub struct LocalKey<T: 'static> {
    inner: unsafe fn(Option<&mut Option<T>>) -> Option<&'static T>,
}

impl<T: 'static> fmt::Debug for LocalKey<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("LocalKey").finish_non_exhaustive() }
}

/// The error of `LocalKey::try_with` after the value was destroyed.
#[non_exhaustive]
pub struct AccessError;
impl Clone for AccessError {
    fn clone(&self) -> Self { *self }
}
impl Copy for AccessError {}
impl Eq for AccessError {}
impl PartialEq for AccessError {
    fn eq(&self, other: &Self) -> bool { true }
}
impl fmt::Debug for AccessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("AccessError").finish() }
}
impl fmt::Display for AccessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt("already destroyed", f) }
}

impl<T: 'static> LocalKey<T> {
    #[doc(hidden)]
    pub const unsafe fn new(inner: unsafe fn(Option<&mut Option<T>>) -> Option<&'static T>) -> LocalKey<T> {
        LocalKey { inner }
    }
    /// Calls `f` with a reference to the value of this thread.
    pub fn with<F, R>(&'static self, f: F) -> R
    where
        F: FnOnce(&T) -> R,
    {
        self.try_with(f).expect("cannot access a Thread Local Storage value during or after destruction")
    }
    /// Calls `f` with a reference to the value, if it still exists.
    pub fn try_with<F, R>(&'static self, f: F) -> core::result::Result<R, AccessError>
    where
        F: FnOnce(&T) -> R,
    {
        unsafe {
            let thread_local = (self.inner)(None).ok_or(AccessError)?;
            Ok(f(thread_local))
        }
    }
}

/// The storage of a thread-local in a `#[thread_local]` static.
#[doc(hidden)]
pub struct __FastLocalKeyInner<T> {
    inner: UnsafeCell<Option<T>>,
}
unsafe impl<T> Sync for __FastLocalKeyInner<T> {}
impl<T> __FastLocalKeyInner<T> {
    pub const fn new() -> __FastLocalKeyInner<T> { __FastLocalKeyInner { inner: UnsafeCell::new(None) } }
    /// The value, initialized by `init` on first use.
    pub unsafe fn get<F: FnOnce() -> T>(&self, init: F) -> Option<&'static T> {
        unsafe {
            let slot = &mut *self.inner.get();
            if slot.is_none() {
                *slot = Some(init());
            }
            (*self.inner.get()).as_ref()
        }
    }
    /// Registers the destructor of a value (v0: destructors of
    /// thread-locals are not run).
    pub unsafe fn register_dtor(t: *mut u8, dtor: unsafe extern "C" fn(*mut u8)) {}
}

/// The storage of a thread-local in an OS TLS key (targets without
/// `#[thread_local]`; v0: not written).
#[doc(hidden)]
pub struct __OsLocalKeyInner<T> {
    marker: PhantomData<Option<T>>,
}
unsafe impl<T> Sync for __OsLocalKeyInner<T> {}
impl<T: 'static> __OsLocalKeyInner<T> {
    pub const fn new() -> __OsLocalKeyInner<T> { __OsLocalKeyInner { marker: PhantomData } }
    pub unsafe fn get(&'static self, init: impl FnOnce() -> T) -> Option<&'static T> { core::__rcc_unwritten!() }
}

/// The storage of a thread-local on targets without threads.
#[doc(hidden)]
pub struct __StaticLocalKeyInner<T> {
    inner: UnsafeCell<Option<T>>,
}
unsafe impl<T> Sync for __StaticLocalKeyInner<T> {}
impl<T> __StaticLocalKeyInner<T> {
    pub const fn new() -> __StaticLocalKeyInner<T> { __StaticLocalKeyInner { inner: UnsafeCell::new(None) } }
    pub unsafe fn get(&'static self, init: impl FnOnce() -> T) -> Option<&'static T> { core::__rcc_unwritten!() }
}

/// The result of joining a thread.
pub type Result<T> = core::result::Result<T, Box<dyn core::any::Any + Send + 'static>>;

/// A handle to a thread.
pub struct Thread {
    name: Option<&'static str>,
}
impl Clone for Thread {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for Thread {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Thread {
    pub fn name(&self) -> Option<&str> { self.name }
    pub fn id(&self) -> ThreadId { ThreadId(1) }
    pub fn unpark(&self) {}
}

/// A unique identifier for a running thread.
pub struct ThreadId(u64);
impl Eq for ThreadId {}
impl PartialEq for ThreadId {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Clone for ThreadId {
    fn clone(&self) -> Self { *self }
}
impl Copy for ThreadId {}
impl core::hash::Hash for ThreadId {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for ThreadId {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// An owned permission to join on a thread.
pub struct JoinHandle<T> {
    result: Option<T>,
}
impl<T> JoinHandle<T> {
    pub fn thread(&self) -> &Thread { core::__rcc_unwritten!() }
    pub fn join(self) -> Result<T> { core::__rcc_unwritten!() }
    pub fn is_finished(&self) -> bool { core::__rcc_unwritten!() }
}
impl<T> fmt::Debug for JoinHandle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("JoinHandle").finish_non_exhaustive() }
}

/// Thread factory: name and stack size of new threads.
pub struct Builder {
    name: Option<String>,
    stack_size: Option<usize>,
}
impl core::fmt::Debug for Builder {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Builder {
    pub fn new() -> Builder { Builder { name: None, stack_size: None } }
    pub fn name(mut self, name: String) -> Builder {
        self.name = Some(name);
        self
    }
    pub fn stack_size(mut self, size: usize) -> Builder {
        self.stack_size = Some(size);
        self
    }
    pub fn spawn<F, T>(self, f: F) -> crate::io::Result<JoinHandle<T>>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    { core::__rcc_unwritten!() }
}

/// Spawns a new thread (v0: not written yet).
pub fn spawn<F, T>(f: F) -> JoinHandle<T>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    loop {}
}

/// Creates a scope for spawning scoped threads (v0: not written yet).
pub fn scope<'env, F, T>(f: F) -> T
where
    F: for<'scope> FnOnce(&'scope Scope<'scope, 'env>) -> T,
{
    loop {}
}
/// A scope to spawn scoped threads in.
pub struct Scope<'scope, 'env: 'scope> {
    scope: PhantomData<&'scope mut &'scope ()>,
    env: PhantomData<&'env mut &'env ()>,
}

/// A handle to the calling thread.
pub fn current() -> Thread { Thread { name: Some("main") } }
/// Puts the current thread to sleep (v0: not written yet).
pub fn sleep(dur: Duration) { core::__rcc_unwritten!() }
/// Cooperatively gives up a timeslice.
pub fn yield_now() {}
/// Whether the thread is unwinding because of a panic.
pub fn panicking() -> bool { false }
/// Blocks until the thread is unparked (v0: returns at once).
pub fn park() {}
/// The number of hardware threads (v0: 1).
pub fn available_parallelism() -> crate::io::Result<core::num::NonZeroUsize> {
    Ok(unsafe { core::num::NonZeroUsize::new_unchecked(1) })
}
