// check-pass
// edition:2018
// 2018 paths: `use` paths are relative to the current scope (uniform
// paths), `crate::` names the root.

mod a {
    pub fn f() {}
}

mod m {
    mod a {
        pub fn g() {}
    }
    use a::g;
    use crate::a::f;
    pub fn run() {
        g();
        f();
        crate::a::f();
    }
}

fn main() {
    m::run();
}
