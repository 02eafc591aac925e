// E0433 for paths that fail in a module segment.

mod a {
    pub fn f() {}
}

fn main() {
    super::super::x(); //~ ERROR failed to resolve: there are too many leading `super` keywords
    nope::x(); //~ ERROR failed to resolve: use of undeclared crate or module `nope`
    a::zz::y(); //~ ERROR failed to resolve: could not find `zz` in `a`
}
