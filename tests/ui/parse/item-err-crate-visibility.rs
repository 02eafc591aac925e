// The unstable `crate` visibility was removed in rustc 1.63: `crate` there
// is the start of a path (of a macro call).
crate fn f() {} //~ ERROR expected one of `!` or `::`, found keyword `fn`

fn main() {}
