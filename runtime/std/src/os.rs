//! OS-specific functionality (Linux).

pub mod raw {
    //! Compatibility aliases for the C types.
    pub use core::ffi::c_void;
    pub type c_char = i8;
    pub type c_schar = i8;
    pub type c_uchar = u8;
    pub type c_short = i16;
    pub type c_ushort = u16;
    pub type c_int = i32;
    pub type c_uint = u32;
    pub type c_long = i64;
    pub type c_ulong = u64;
    pub type c_longlong = i64;
    pub type c_ulonglong = u64;
    pub type c_float = f32;
    pub type c_double = f64;
}

pub mod fd {
    //! Owned and borrowed Unix file descriptors.
    /// A raw file descriptor.
    pub type RawFd = core::ffi::c_int;
    /// Types with a raw file descriptor.
    pub trait AsRawFd {
        fn as_raw_fd(&self) -> RawFd;
    }
    /// Types that can be built from a raw file descriptor.
    pub trait FromRawFd {
        unsafe fn from_raw_fd(fd: RawFd) -> Self;
    }
    /// Types that give up their raw file descriptor.
    pub trait IntoRawFd {
        fn into_raw_fd(self) -> RawFd;
    }
}

pub mod unix {
    //! Unix-specific extensions.
    pub mod ffi {
        //! Unix extensions of `OsStr` and `OsString`.
        use crate::ffi::{OsStr, OsString};
        use crate::vec::Vec;
        /// Unix-specific extensions to `OsStr`.
        pub trait OsStrExt {
            fn from_bytes(slice: &[u8]) -> &Self;
            fn as_bytes(&self) -> &[u8];
        }
        impl OsStrExt for OsStr {
            fn from_bytes(slice: &[u8]) -> &OsStr { OsStr::from_bytes(slice) }
            fn as_bytes(&self) -> &[u8] { self.bytes() }
        }
        /// Unix-specific extensions to `OsString`.
        pub trait OsStringExt {
            fn from_vec(vec: Vec<u8>) -> Self;
            fn into_vec(self) -> Vec<u8>;
        }
        impl OsStringExt for OsString {
            fn from_vec(vec: Vec<u8>) -> OsString { OsString::from_vec(vec) }
            fn into_vec(self) -> Vec<u8> { core::__rcc_unwritten!() }
        }
    }
    pub mod io {
        //! Unix file descriptors.
        pub use crate::os::fd::{AsRawFd, FromRawFd, IntoRawFd, RawFd};
    }
    pub mod process {
        //! Unix extensions of processes.
        /// Unix-specific extensions to `ExitStatus`.
        pub trait ExitStatusExt {
            fn signal(&self) -> Option<i32>;
        }
    }
    pub mod prelude {
        //! The Unix extension traits, to glob-import.
        pub use super::ffi::{OsStrExt, OsStringExt};
        pub use super::io::{AsRawFd, FromRawFd, IntoRawFd, RawFd};
    }
}

pub mod linux {
    //! Linux-specific definitions.
}
