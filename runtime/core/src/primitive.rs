//! Re-exports of the primitive types, for macros that must name them even
//! where a local type shadows them (`$crate::primitive::u8`).

pub use bool;
pub use char;
pub use f32;
pub use f64;
pub use i128;
pub use i16;
pub use i32;
pub use i64;
pub use i8;
pub use isize;
pub use str;
pub use u128;
pub use u16;
pub use u32;
pub use u64;
pub use u8;
pub use usize;
