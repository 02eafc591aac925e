enum E { A B } //~ ERROR expected one of `(`, `,`, `=`, `{`, or `}`, found `B`

fn main() {}
