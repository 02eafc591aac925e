fn main() {}
//! misplaced //~ ERROR expected outer doc comment
fn g() {}
