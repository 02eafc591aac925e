// A path in item position must be a macro call.
foo bar //~ ERROR expected one of `!` or `::`, found `bar`

fn main() {}
