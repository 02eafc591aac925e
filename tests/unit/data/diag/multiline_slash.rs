fn main() {}
/* abc
fn f() {}
