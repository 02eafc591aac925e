extern "C"suffix fn f() {} //~ ERROR suffixes on a string literal are invalid

fn main() {}
