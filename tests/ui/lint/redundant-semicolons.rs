// check-pass
// redundant_semicolons (an early lint): runs of empty statements, one or
// more; not the `;` that ends a block-like expression statement.
#![warn(redundant_semicolons)]

fn f() -> u8 {
    let x = 1;; //~ WARNING unnecessary trailing semicolon
    if x > 0 { 1; };;; //~ WARNING unnecessary trailing semicolons
    x
}

#[allow(redundant_semicolons)]
fn g() {
    ;;
}

fn main() {
    ; //~ WARNING unnecessary trailing semicolon
    let _ = f();
    g();
}
