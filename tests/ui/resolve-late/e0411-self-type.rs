// `Self` outside impls, traits and type definitions: E0411.

fn make() -> Self {} //~ ERROR cannot find type `Self` in this scope

fn main() {}
