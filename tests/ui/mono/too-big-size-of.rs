// build-fail
// error-pattern: values of the type `[u8; 18446744073709551615]` are too big for the current architecture
// `size_of` of a type too big for the architecture: rustc reports it
// (without a span) while generating code; rcc used to stop in codegen
// with an internal compiler error ("no layout for `S<u8>`").

struct S<T> {
    x: [T; !0],
}

pub fn f() -> usize {
    std::mem::size_of::<S<u8>>()
}

fn main() {
    let _x = f();
}

