// error-pattern: expected
// Found by tools/fuzz: patterns that error recovery left without a
// sub-pattern (`let mut Self {`, `let | x {`) made the parser and the
// pattern printer of its diagnostics read a null pattern.
fn main() {
    let mut Self {
    . resume
