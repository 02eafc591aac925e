// check-pass
// edition:2018
// pub(crate), pub(super), pub(self), pub(in path): what each lets through.

mod a {
    pub(crate) fn pc() {}
    pub(super) fn ps() {}
    pub mod b {
        pub(in crate::a) fn pin() {}
        pub(super) fn up() {}
        pub(self) fn here() {}
        pub fn call_here() {
            here();
        }
    }
    pub fn uses() {
        b::pin();
        b::up();
    }
}

use a::pc;

fn main() {
    pc();
    a::ps();
    a::uses();
    a::b::call_here();
}
