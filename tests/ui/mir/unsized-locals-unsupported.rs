// build-fail
// #![feature(unsized_locals)]: a by-value unsized value that goes through
// a temporary (`loop { break *foo() }`). rcc keeps no metadata for it: it
// says so (exit 1) instead of stopping in codegen with an internal
// compiler error ("fat reference to a place without metadata"). rustc
// 1.63 builds and runs this.
// dont-check-compiler-stderr
#![allow(incomplete_features)]
#![feature(unsized_locals, unsized_fn_params)]

fn udrop<T: ?Sized>(_x: T) {}

fn foo() -> Box<[u8]> {
    Box::new(*b"foo")
}

fn main() {
    udrop::<[u8]>(loop { break *foo(); }); //~ ERROR rcc does not support unsized locals
}
