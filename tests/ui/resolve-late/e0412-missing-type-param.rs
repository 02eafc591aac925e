// A single-letter type that is not declared: "you might be missing a type
// parameter".

fn keep(item: K) {} //~ ERROR cannot find type `K` in this scope

struct Wrapper<A> {
    first: A,
    second: B, //~ ERROR cannot find type `B` in this scope
}

fn main() {}
