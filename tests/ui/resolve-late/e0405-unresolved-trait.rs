// Unknown traits in bounds and impls: E0405.

struct Widget;

impl Frobnicate for Widget {} //~ ERROR cannot find trait `Frobnicate` in this scope

fn run<T: Zorkable>(_t: T) {} //~ ERROR cannot find trait `Zorkable` in this scope

fn main() {}
