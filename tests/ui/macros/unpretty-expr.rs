// check-pass
// compile-flags: -Zunpretty=expanded
// The expanded crate: macro_rules calls in expression, statement and
// pattern positions replaced by their output; fragments are substituted
// as units (`$e * 2` with `a + 1` prints as `(a + 1) * 2`).
// The .stdout golden is rustc 1.63's output.
#![feature(no_core)]
#![no_core]
#![crate_type = "lib"]

macro_rules! double {
    ($e:expr) => {
        $e * 2
    };
}

macro_rules! bind {
    ($name:ident = $e:expr) => {
        let $name = $e;
    };
}

macro_rules! zero_pat {
    () => {
        0
    };
}

pub fn f(a: u32) -> u32 {
    bind!(b = double!(a + 1));
    match b {
        zero_pat!() => double!(3),
        _ => b,
    }
}
