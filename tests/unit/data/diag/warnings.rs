fn foo() {}

fn main() {
    return;
    foo();
}

fn bar() -> i32 {
    return 1;
    foo();
    2
}
