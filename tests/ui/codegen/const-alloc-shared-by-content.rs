// run-pass
// check-run-results
// Read-only constant allocations with the same contents are one global
// (as rustc's codegen shares them by value): the same byte string
// literal in a const fn and in main has one address.
const fn foo() -> *const i8 {
    b"foo" as *const _ as *const i8
}

const fn bar() -> i32 {
    *&{ (1, 2, 3).1 }
}

fn main() {
    println!("{}", foo() == b"foo" as *const _ as *const i8);
    println!("{}", bar());
    let s: &'static str = "shared";
    let t: &'static str = "shared";
    println!("{}", s.as_ptr() == t.as_ptr());
}
