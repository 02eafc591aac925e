// run-pass
// check-run-results
// aux-build:pm-kit.rs
// Attribute macros on statements: a `let` and a macro call are statements
// (the input has the `;`); `expr;` and a trailing expression are
// expressions (the output is an expression, or nothing: no statement).
#![feature(stmt_expr_attributes, proc_macro_hygiene)]

extern crate pm_kit;
use pm_kit::{drop_it, show_stmt, twice};

macro_rules! bump {
    ($n:ident) => {
        $n += 1
    };
}

fn main() {
    let mut n = 0;
    #[twice]
    bump!(n);
    #[show_stmt]
    let s = "let";
    #[show_stmt]
    println!("{} {}", n, s);
    #[twice]
    let n = n * 10;
    #[drop_it]
    println!("dropped");
    #[drop_it]
    (n + 1);
    let v: () = {
        #[drop_it]
        (n + 1)
    };
    println!("{:?} {}", v, n);
}
