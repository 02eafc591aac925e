// Definitions are checked where they are defined, called or not.
// Follow-set restrictions, checked when the macro is defined: what may
// come after an `expr`/`stmt` (`=>` `,` `;`), a `pat` (also `=` `|` `if`
// `in`), a `path`/`ty` (also `{` `[` `:` `>` `as` `where`, a block), a
// `vis` (a comma, an identifier, a type). follow-set-ok.rs has the
// accepted cases.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! expr_plus {
    ($e:expr + $f:expr) => {}; //~ ERROR `$e:expr` is followed by `+`, which is not allowed for `expr` fragments
}

macro_rules! expr_ident {
    ($e:expr bar) => {}; //~ ERROR `$e:expr` is followed by `bar`, which is not allowed for `expr` fragments
}

macro_rules! stmt_block {
    ($s:stmt {}) => {}; //~ ERROR `$s:stmt` is followed by `{`, which is not allowed for `stmt` fragments
}

macro_rules! ty_literal {
    ($t:ty 1) => {}; //~ ERROR `$t:ty` is followed by `1`, which is not allowed for `ty` fragments
}

macro_rules! path_paren {
    ($p:path ()) => {}; //~ ERROR `$p:path` is followed by `(`, which is not allowed for `path` fragments
}

macro_rules! pat_plus {
    ($p:pat + ) => {}; //~ ERROR `$p:pat` is followed by `+`, which is not allowed for `pat` fragments
}

macro_rules! expr_expr {
    ($a:expr $b:expr) => {}; //~ ERROR `$a:expr` is followed by `$b:expr`, which is not allowed for `expr` fragments
}

macro_rules! vis_plus {
    ($v:vis +) => {}; //~ ERROR `$v:vis` is followed by `+`, which is not allowed for `vis` fragments
}
