// A keyword where a name is expected is reported, and parsing goes on.
struct fn {} //~ ERROR expected identifier, found keyword `fn`

fn main() {}
