struct S;
trait T {
    fn f(&self);
}
fn main() {
    S.f();
}
