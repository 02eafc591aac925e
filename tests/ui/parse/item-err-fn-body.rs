fn f() x //~ ERROR expected one of `->`, `where`, or `{`, found `x`

fn main() {}
