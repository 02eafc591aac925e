// rustc reports the missing comma (after the field) and goes on with the
// next field.
struct S {
    a: u8 //~ ERROR expected `,`, or `}`, found `b`
    b: u8
}

fn main() {}
