impl S {
    static X: u8 = 0; //~ ERROR associated `static` items are not allowed
    struct Nested; //~ ERROR struct is not supported in `trait`s or `impl`s
}
extern "C" {
    const C: u8; //~ ERROR extern items cannot be `const`
}

fn main() {}
