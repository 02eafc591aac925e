// run-pass
// check-run-results
// #[rustc_macro_transparency = "transparent"] on a macro_rules: its
// tokens get transparent marks, so a local it names resolves at the call
// site, and metavariables compare without them (a macro defined by the
// macro binds `$y` from the caller's tokens).
#![feature(rustc_attrs)]

#[rustc_macro_transparency = "transparent"]
macro_rules! use_x {
    () => {
        x + 1
    };
}

#[rustc_macro_transparency = "transparent"]
macro_rules! k {
    ($($s:tt)*) => {
        macro_rules! m {
            ($y:tt) => {
                $($s)*
            }
        }
    }
}

k!(1 + $y);

fn main() {
    let x = 2;
    println!("{}", use_x!());
    println!("{}", m!(x));
}
