// check-pass
#![feature(stmt_expr_attributes)]
// unused_unsafe allowed by the attributes of statements and expressions.
#![warn(unused_unsafe)]
#![allow(dead_code)]
unsafe fn uf() {}
fn main() {
    #[allow(unused_unsafe)]
    unsafe {}
    #[allow(unused_unsafe)]
    let _x = unsafe { 1 };
    let _y = #[allow(unused_unsafe)] unsafe { 2 };
    #[allow(unused_unsafe)]
    unsafe { uf(); unsafe { uf(); } }
    unsafe { let _ = 3; } //~ WARN unnecessary `unsafe` block
}
