fn main() {}
/// dangling //~ ERROR expected item after doc comment
