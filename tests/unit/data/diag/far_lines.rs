fn foo() {}

fn bar() {}


fn foo() {}

fn main() {}
