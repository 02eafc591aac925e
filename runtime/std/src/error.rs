//! The `Error` trait, and the conversions into `Box<dyn Error>`.

use core::any::TypeId;
use core::fmt::{self, Debug, Display};

use crate::borrow::Cow;
use crate::boxed::Box;
use crate::string::String;

/// The base trait of error values.
#[rustc_diagnostic_item = "Error"]
pub trait Error: Debug + Display {
    /// The lower-level source of this error, if any.
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        None
    }
    /// Deprecated: use the `Display` impl.
    #[deprecated(since = "1.42.0", note = "use the Display impl or to_string()")]
    fn description(&self) -> &str {
        "description() is deprecated; use Display"
    }
    /// Deprecated: use `source`.
    #[deprecated(since = "1.33.0", note = "replaced by Error::source, which can support downcasting")]
    fn cause(&self) -> Option<&dyn Error> {
        self.source()
    }
    #[doc(hidden)]
    fn type_id(&self, _: private::Internal) -> TypeId
    where
        Self: 'static,
    {
        TypeId::of::<Self>()
    }
}

mod private {
    // Keeps `Error::type_id` from being overridden.
    pub struct Internal;
    impl core::fmt::Debug for Internal {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
    }
}

impl dyn Error + 'static {
    /// Whether the error is a `T`.
    pub fn is<T: Error + 'static>(&self) -> bool { self.type_id(private::Internal) == TypeId::of::<T>() }
    /// The error as a `T`, if it is one.
    pub fn downcast_ref<T: Error + 'static>(&self) -> Option<&T> {
        if self.is::<T>() { unsafe { Some(&*(self as *const dyn Error as *const T)) } } else { None }
    }
}

impl<'a, E: Error + 'a> From<E> for Box<dyn Error + 'a> {
    fn from(err: E) -> Box<dyn Error + 'a> { Box::new(err) }
}
impl<'a, E: Error + Send + Sync + 'a> From<E> for Box<dyn Error + Send + Sync + 'a> {
    fn from(err: E) -> Box<dyn Error + Send + Sync + 'a> { Box::new(err) }
}

// A string as an error.
struct StringError(String);
impl Error for StringError {}
impl Display for StringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { Display::fmt(&self.0, f) }
}
impl Debug for StringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { Debug::fmt(&self.0, f) }
}

impl From<String> for Box<dyn Error + Send + Sync> {
    fn from(err: String) -> Box<dyn Error + Send + Sync> { Box::new(StringError(err)) }
}
impl From<String> for Box<dyn Error> {
    fn from(str_err: String) -> Box<dyn Error> { Box::new(StringError(str_err)) }
}
impl<'a> From<&str> for Box<dyn Error + Send + Sync + 'a> {
    fn from(err: &str) -> Box<dyn Error + Send + Sync + 'a> { From::from(String::from(err)) }
}
impl From<&str> for Box<dyn Error> {
    fn from(err: &str) -> Box<dyn Error> { From::from(String::from(err)) }
}
impl<'a, 'b> From<Cow<'b, str>> for Box<dyn Error + Send + Sync + 'a> {
    fn from(err: Cow<'b, str>) -> Box<dyn Error + Send + Sync + 'a> { From::from(String::from(err)) }
}

impl<T: Error> Error for Box<T> {}
impl<'a, T: Error + ?Sized> Error for &'a T {}
impl Error for core::num::ParseIntError {}
impl Error for core::num::ParseFloatError {}
impl Error for core::num::TryFromIntError {}
impl Error for core::str::ParseBoolError {}
impl Error for core::str::Utf8Error {}
impl Error for core::char::ParseCharError {}
impl Error for core::char::CharTryFromError {}
impl Error for core::fmt::Error {}
impl Error for core::cell::BorrowError {}
impl Error for core::cell::BorrowMutError {}
impl Error for core::array::TryFromSliceError {}
impl Error for core::alloc::LayoutError {}
impl Error for core::convert::Infallible {}
impl Error for alloc_crate::string::FromUtf8Error {}
impl Error for alloc_crate::string::FromUtf16Error {}
impl Error for alloc_crate::collections::TryReserveError {}
impl Error for alloc_crate::ffi::NulError {}
impl Error for crate::time::SystemTimeError {}
impl Error for crate::thread::AccessError {}
impl<T> Error for crate::sync::mpsc::SendError<T> {}
impl Error for crate::sync::mpsc::RecvError {}
