// check-pass
// compile-flags: -Zunpretty=expanded
// Items from macros in the expanded crate: structs, impls and functions
// built from fragments, a macro-defining macro (its definition is printed
// where it was expanded), and macros 2.0 definitions kept as items.
// The .stdout golden is rustc 1.63's output.
#![feature(no_core, decl_macro)]
#![no_core]
#![crate_type = "lib"]

macro_rules! newtype {
    ($(#[$m:meta])* $vis:vis $name:ident($inner:ty)) => {
        $(#[$m])*
        $vis struct $name(pub $inner);
        impl $name {
            pub fn get(&self) -> &$inner {
                &self.0
            }
        }
    };
}

newtype!(#[repr(transparent)] pub Meters(u32));
newtype!(Private(i8));

macro_rules! define_getter {
    ($name:ident, $v:expr) => {
        macro_rules! $name {
            () => {
                $v
            };
        }
    };
}
define_getter!(forty_two, 42);

pub const X: u32 = forty_two!();

pub macro twice($e:expr) {
    $e + $e
}

pub fn uses() -> u32 {
    twice!(X)
}
