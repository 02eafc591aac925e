// edition:2018
// Macros that do not resolve: a typo (with the similar name suggested), a
// path whose module does not exist, a macro used before its definition.

macro_rules! helper {
    () => {};
}

fn main() {
    helpr!(); //~ ERROR cannot find macro `helpr` in this scope
    bar::baz!(); //~ ERROR failed to resolve: use of undeclared crate or module `bar`
    later!(); //~ ERROR cannot find macro `later` in this scope
    helper!();
}

macro_rules! later {
    () => {};
}
