// Without #![feature(adt_const_params)], a const generic parameter must
// be an integer, `bool` or `char`. rcc used to lower the others to an
// error type without a word and stopped in codegen ("no layout for
// `[type error]`").
// dont-check-compiler-stderr
// (rcc prints the type without its lifetime: `&[u32]`)

fn test<const T: &'static [u32]>() {}
//~^ ERROR is forbidden as the type of a const generic parameter

fn main() {
    test::<{ &[1, 2] }>();
}
