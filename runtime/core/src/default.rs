//! `Default`: types with a default value.

/// Types with a useful default value.
#[rustc_diagnostic_item = "Default"]
pub trait Default: Sized {
    /// Returns the default value for the type.
    fn default() -> Self;
}

/// Derive macro generating an impl of the trait `Default`.
#[rustc_builtin_macro(Default, attributes(default))]
#[allow_internal_unstable(core_intrinsics)]
pub macro Default($item:item) {
    /* compiler built-in */
}

macro_rules! default_impl {
    ($($t:ty => $v:expr,)*) => {$(
        impl Default for $t {
            fn default() -> $t {
                $v
            }
        }
    )*};
}
default_impl! {
    () => (), bool => false, char => '\x00',
    usize => 0, u8 => 0, u16 => 0, u32 => 0, u64 => 0, u128 => 0,
    isize => 0, i8 => 0, i16 => 0, i32 => 0, i64 => 0, i128 => 0,
    f32 => 0.0f32, f64 => 0.0f64,
}
