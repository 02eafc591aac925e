fn foo() {}
fn bar() {}
fn foo() {}
struct S;
struct S;

fn main() {}
