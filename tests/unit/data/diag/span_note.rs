mod m {
    fn f() {}
}
fn main() {
    m::f();
}
