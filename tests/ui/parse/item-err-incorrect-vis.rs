pub(foo) fn f() {} //~ ERROR incorrect visibility restriction

fn main() {}
