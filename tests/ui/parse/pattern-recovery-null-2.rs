// error-pattern: expected
// Found by tools/fuzz: see pattern-recovery-null-1.rs.
pub fn foo2() {
    let | x {
    for _ in 0..10 {}
}
fn main() {}
