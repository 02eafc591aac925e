// edition:2018
// Restricted visibilities that do not name an ancestor module (E0742), a
// relative path in 2018, a path to something that is not a module (E0577).

mod a {}
mod e {
    pub(in crate::a) fn z() {} //~ ERROR visibilities can only be restricted to ancestor modules
}
mod f {
    pub(in a) fn y() {} //~ ERROR relative paths are not supported in visibilities in 2018 edition or later
}
struct S;
mod g {
    pub(in crate::S) fn w() {} //~ ERROR expected module, found struct `crate::S`
}

fn main() {}
