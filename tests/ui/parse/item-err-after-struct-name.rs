struct S x //~ ERROR expected `where`, `{`, `(`, or `;` after struct name, found `x`

fn main() {}
