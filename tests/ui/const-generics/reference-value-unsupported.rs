// error-pattern: rcc does not support const generic arguments of type `&[&str]` yet
// adt_const_params: a const argument of reference type. rustc accepts it;
// rcc cannot represent the value yet and says so (it used to end in an
// internal error in codegen). A fieldless enum value still works.
#![allow(incomplete_features)]
#![feature(adt_const_params)]

struct FooConst<const ARRAY: &'static [&'static str]> {}

const FOO_ARR: &[&'static str; 2] = &["Hello", "Friend"];

fn main() {
    let _ = FooConst::<FOO_ARR> {};
}
