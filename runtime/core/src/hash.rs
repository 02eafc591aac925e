//! Hashing: `Hash` (hashable values), `Hasher` (hash functions),
//! `BuildHasher`, and the `Hash` derive.

use crate::fmt;
use crate::marker::PhantomData;

/// A hashable type.
#[rustc_diagnostic_item = "Hash"]
pub trait Hash {
    /// Feeds this value into the given `Hasher`.
    fn hash<H: Hasher>(&self, state: &mut H);
    /// Feeds a slice of this type into the given `Hasher`.
    fn hash_slice<H: Hasher>(data: &[Self], state: &mut H)
    where
        Self: Sized,
    {
        for piece in data {
            piece.hash(state);
        }
    }
}

pub(crate) mod macros {
    /// Derive macro generating an impl of the trait `Hash`.
    #[rustc_builtin_macro]
    #[allow_internal_unstable(core_intrinsics)]
    pub macro Hash($item:item) {
        /* compiler built-in */
    }
}
pub use macros::Hash;

/// A hash function over a stream of bytes.
pub trait Hasher {
    /// The hash value for the values written so far.
    #[must_use]
    fn finish(&self) -> u64;
    /// Writes some bytes.
    fn write(&mut self, bytes: &[u8]);
    /// Writes a single `u8`.
    fn write_u8(&mut self, i: u8) {
        self.write(&[i])
    }
    /// Writes a single `u16`.
    fn write_u16(&mut self, i: u16) {
        self.write(&i.to_ne_bytes())
    }
    /// Writes a single `u32`.
    fn write_u32(&mut self, i: u32) {
        self.write(&i.to_ne_bytes())
    }
    /// Writes a single `u64`.
    fn write_u64(&mut self, i: u64) {
        self.write(&i.to_ne_bytes())
    }
    /// Writes a single `u128`.
    fn write_u128(&mut self, i: u128) {
        self.write(&i.to_ne_bytes())
    }
    /// Writes a single `usize`.
    fn write_usize(&mut self, i: usize) {
        self.write(&i.to_ne_bytes())
    }
    /// Writes a single `i8`.
    fn write_i8(&mut self, i: i8) {
        self.write_u8(i as u8)
    }
    /// Writes a single `i16`.
    fn write_i16(&mut self, i: i16) {
        self.write_u16(i as u16)
    }
    /// Writes a single `i32`.
    fn write_i32(&mut self, i: i32) {
        self.write_u32(i as u32)
    }
    /// Writes a single `i64`.
    fn write_i64(&mut self, i: i64) {
        self.write_u64(i as u64)
    }
    /// Writes a single `i128`.
    fn write_i128(&mut self, i: i128) {
        self.write_u128(i as u128)
    }
    /// Writes a single `isize`.
    fn write_isize(&mut self, i: isize) {
        self.write_usize(i as usize)
    }
    /// Writes a length prefix (of a slice, a collection).
    fn write_length_prefix(&mut self, len: usize) {
        self.write_usize(len);
    }
    /// Writes a string (with a terminator, so "ab" "c" and "a" "bc" differ).
    fn write_str(&mut self, s: &str) { crate::__rcc_unwritten!() }
}

impl<H: Hasher + ?Sized> Hasher for &mut H {
    fn finish(&self) -> u64 {
        (**self).finish()
    }
    fn write(&mut self, bytes: &[u8]) {
        (**self).write(bytes)
    }
    fn write_u8(&mut self, i: u8) {
        (**self).write_u8(i)
    }
    fn write_u32(&mut self, i: u32) {
        (**self).write_u32(i)
    }
    fn write_u64(&mut self, i: u64) {
        (**self).write_u64(i)
    }
    fn write_usize(&mut self, i: usize) {
        (**self).write_usize(i)
    }
}

/// Creates `Hasher`s (one per hashed key).
pub trait BuildHasher {
    /// The type of the hasher that will be created.
    type Hasher: Hasher;
    /// Creates a new hasher.
    fn build_hasher(&self) -> Self::Hasher;
    /// Hashes a single value.
    fn hash_one<T: Hash>(&self, x: T) -> u64
    where
        Self: Sized,
    { crate::__rcc_unwritten!() }
}

/// A `BuildHasher` for hashers that implement `Default`.
pub struct BuildHasherDefault<H>(PhantomData<H>);

impl<H> fmt::Debug for BuildHasherDefault<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BuildHasherDefault").finish()
    }
}
impl<H: Default + Hasher> BuildHasher for BuildHasherDefault<H> {
    type Hasher = H;
    fn build_hasher(&self) -> H {
        H::default()
    }
}
impl<H> Clone for BuildHasherDefault<H> {
    fn clone(&self) -> BuildHasherDefault<H> {
        BuildHasherDefault(PhantomData)
    }
}
impl<H> Default for BuildHasherDefault<H> {
    fn default() -> BuildHasherDefault<H> {
        BuildHasherDefault(PhantomData)
    }
}
impl<H> PartialEq for BuildHasherDefault<H> {
    fn eq(&self, _other: &BuildHasherDefault<H>) -> bool {
        true
    }
}
impl<H> Eq for BuildHasherDefault<H> {}

/// The hasher of the (deprecated) `SipHasher` name. v0: FNV-1a with the
/// keys mixed in, not SipHash: the values differ from rustc's, which no
/// program may rely on (HashMap order is unspecified).
#[stable(feature = "rust1", since = "1.0.0")]
#[deprecated(since = "1.13.0", note = "use `std::collections::hash_map::DefaultHasher` instead")]
pub struct SipHasher {
    state: u64,
}
impl Clone for SipHasher {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl Default for SipHasher {
    fn default() -> Self { crate::__rcc_unwritten!() }
}
impl fmt::Debug for SipHasher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("SipHasher").finish_non_exhaustive() }
}

#[allow(deprecated)]
impl SipHasher {
    /// A hasher with keys 0, 0.
    #[must_use]
    pub const fn new() -> SipHasher {
        SipHasher::new_with_keys(0, 0)
    }
    /// A hasher keyed with `key0` and `key1`.
    #[must_use]
    pub const fn new_with_keys(key0: u64, key1: u64) -> SipHasher {
        SipHasher { state: 0xcbf29ce484222325 ^ key0 ^ key1 }
    }
}

#[allow(deprecated)]
impl Hasher for SipHasher {
    fn write(&mut self, msg: &[u8]) { crate::__rcc_unwritten!() }
    fn finish(&self) -> u64 {
        self.state
    }
}

// The impls for primitive types.
mod impls {
    use super::*;

    macro_rules! impl_write {
        ($(($ty:ident, $meth:ident),)*) => {$(
            impl Hash for $ty {
                fn hash<H: Hasher>(&self, state: &mut H) {
                    state.$meth(*self)
                }
            }
        )*};
    }
    impl_write! {
        (u8, write_u8), (u16, write_u16), (u32, write_u32), (u64, write_u64),
        (usize, write_usize), (i8, write_i8), (i16, write_i16), (i32, write_i32),
        (i64, write_i64), (isize, write_isize), (u128, write_u128), (i128, write_i128),
    }

    impl Hash for bool {
        fn hash<H: Hasher>(&self, state: &mut H) {
            state.write_u8(*self as u8)
        }
    }
    impl Hash for char {
        fn hash<H: Hasher>(&self, state: &mut H) {
            state.write_u32(*self as u32)
        }
    }
    impl Hash for str {
        fn hash<H: Hasher>(&self, state: &mut H) {
            state.write_str(self);
        }
    }
    impl Hash for ! {
        fn hash<H: Hasher>(&self, _: &mut H) {
            *self
        }
    }
    impl Hash for () {
        fn hash<H: Hasher>(&self, _state: &mut H) {}
    }

    macro_rules! impl_hash_tuple {
        ($(($($name:ident)+))*) => {$(
            impl<$($name: Hash),+> Hash for ($($name,)+) {
                #[allow(non_snake_case)]
                fn hash<S: Hasher>(&self, state: &mut S) {
                    let ($(ref $name,)+) = *self;
                    $($name.hash(state);)+
                }
            }
        )*};
    }
    impl_hash_tuple! {
        (A) (A B) (A B C) (A B C D) (A B C D E) (A B C D E F)
    }

    impl<T: Hash> Hash for [T] {
        fn hash<H: Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
    }
    impl<T: Hash, const N: usize> Hash for [T; N] {
        fn hash<H: Hasher>(&self, state: &mut H) {
            Hash::hash(&self[..], state)
        }
    }
    impl<T: ?Sized + Hash> Hash for &T {
        fn hash<H: Hasher>(&self, state: &mut H) {
            (**self).hash(state);
        }
    }
    impl<T: ?Sized + Hash> Hash for &mut T {
        fn hash<H: Hasher>(&self, state: &mut H) {
            (**self).hash(state);
        }
    }
    impl<T: ?Sized> Hash for *const T {
        fn hash<H: Hasher>(&self, state: &mut H) {
            state.write_usize(*self as *const () as usize);
        }
    }
    impl<T: ?Sized> Hash for *mut T {
        fn hash<H: Hasher>(&self, state: &mut H) {
            state.write_usize(*self as *const () as usize);
        }
    }
}
