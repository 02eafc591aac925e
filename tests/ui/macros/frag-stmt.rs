// check-pass
// `stmt` fragments: `let`s, items, expressions and macro calls without
// their trailing semicolon, substituted as whole statements.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! stmts {
    ($($s:stmt);* $(;)? => $result:expr) => {
        pub fn run() -> u8 {
            $($s;)*
            $result
        }
    };
}

stmts! {
    let a: u8 = 1;
    let mut b = 2;
    b = b + a;
    fn helper() {};
    helper();
    struct Local {};
    let _ = Local {}
    => a + b
}

macro_rules! count_stmts {
    ($($s:stmt);*) => {
        0 $(+ { stringify!($s); 1 })*
    };
}
const _: [(); 3] = [(); count_stmts!(let x = 1; x + 1; fn f() {})];

macro_rules! one_stmt {
    ($s:stmt) => {
        1
    };
}
const _: [(); 1] = [(); one_stmt!(let _: u8)];
const _: [(); 1] = [(); one_stmt!(while false {})];
const _: [(); 1] = [(); one_stmt!(struct S {})];
