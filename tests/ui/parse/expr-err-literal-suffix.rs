// compile-flags: -Zparse-crate-root-only
// Literal suffixes are checked when a literal is used as an expression.

fn main() {
    let _ = 1u7;
    //~^ ERROR invalid width `7` for integer literal
    let _ = 1foo;
    //~^ ERROR invalid suffix `foo` for float literal
    let _ = 1.5f16;
    //~^ ERROR invalid width `16` for float literal
    let _ = 1.5bar;
    //~^ ERROR invalid suffix `bar` for float literal
    let _ = "s"suffix;
    //~^ ERROR suffixes on a string literal are invalid
    let _ = 'c'x;
    //~^ ERROR suffixes on a char literal are invalid
    let _ = 0x1f32;
    let _ = 0b1f32;
    //~^ ERROR binary float literal is not supported
    let _ = 340282366920938463463374607431768211456;
    //~^ ERROR integer literal is too large
    let _ = x.0u8;
    //~^ ERROR suffixes on a tuple index are invalid
}
