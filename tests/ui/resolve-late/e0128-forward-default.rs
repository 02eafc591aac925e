// A default may only name the parameters before it: E0128.

struct Pair<First = Second, Second = i32>(First, Second); //~ ERROR generic parameters with a default cannot use forward declared identifiers

fn main() {}
