// check-pass
// compile-flags: -Zunpretty=expanded
// Repetitions in the expanded crate: separators re-emitted, nested
// repetitions flattened in order, `?` present or absent, items generated
// per repetition.
// The .stdout golden is rustc 1.63's output.
#![feature(no_core)]
#![no_core]
#![crate_type = "lib"]

macro_rules! array {
    ($($x:expr),* $(,)?) => {
        [$($x),*]
    };
}

macro_rules! consts {
    ($($name:ident: $t:ty = $v:expr;)*) => {
        $(pub const $name: $t = $v;)*
    };
}

macro_rules! matrix {
    ($([$($x:literal)*])*) => {
        [$([$($x,)*],)*]
    };
}

macro_rules! maybe_ret {
    ($name:ident $(-> $t:ty)?) => {
        pub fn $name() $(-> $t)? {
            loop {}
        }
    };
}

consts! {
    A: [u8; 3] = array!(1, 2, 3,);
    B: [[u8; 2]; 2] = matrix!([1 2] [3 4]);
    E: [u8; 0] = array!();
}

maybe_ret!(unit);
maybe_ret!(with_type -> u8);
