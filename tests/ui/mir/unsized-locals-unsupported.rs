// #![feature(unsized_fn_params)]: a by-value unsized parameter. rcc
// does not implement unsized locals: it says so (exit 1) instead of
// generating code that reads a place without its metadata (an internal
// compiler error in codegen). rustc 1.63 builds and runs this.
// dont-check-compiler-stderr
#![feature(unsized_fn_params)]

fn udrop(_x: [u8]) {} //~ ERROR rcc does not support unsized locals

fn main() {
    let b: Box<[u8]> = Box::new([1, 2, 3]);
    udrop(*b);
}
