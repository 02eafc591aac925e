// check-pass
// Glob imports that import each other: names flow both ways, and the
// fixed point terminates.

mod a {
    pub use super::b::*;
    pub struct X;
}
mod b {
    pub use super::a::*;
    pub struct Y;
}
mod c {
    pub use self::inner::*;
    pub mod inner {
        pub use super::*;
        pub fn z() {}
    }
}

fn main() {
    let _ = a::Y;
    let _ = b::X;
    c::inner::inner::z();
}
