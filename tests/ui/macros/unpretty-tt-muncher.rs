// check-pass
// compile-flags: -Zunpretty=expanded
// A recursive tt muncher and an accumulator in the expanded crate: every
// level of recursion is gone, only the final tokens are printed.
// The .stdout golden is rustc 1.63's output.
#![feature(no_core)]
#![no_core]
#![crate_type = "lib"]

macro_rules! count {
    () => {
        0usize
    };
    ($head:tt $($tail:tt)*) => {
        1usize + count!($($tail)*)
    };
}

macro_rules! reverse {
    ([] $($rev:tt)*) => {
        ($($rev),*)
    };
    ([$first:tt $($rest:tt)*] $($rev:tt)*) => {
        reverse!([$($rest)*] $first $($rev)*)
    };
}

pub const N: usize = count!(a b c);
pub const T: (u8, u16, u32) = reverse!([3u32 2u16 1u8]);
