// check-pass
// edition:2015
// 2015 paths: `use` is relative to the crate root, `::x` is the crate
// root, `self::`/`super::` are relative.

mod a {
    pub fn f() {}
    pub mod b {
        pub fn g() {}
    }
}

mod m {
    use a::f;
    use a::b;
    pub fn run() {
        f();
        b::g();
        ::a::f();
        super::a::b::g();
        self::inner();
    }
    fn inner() {}
}

fn main() {
    m::run();
}
