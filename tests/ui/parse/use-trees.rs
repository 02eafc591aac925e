// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2018
// `use` trees: globs, nesting, renames, `self`, `as _`, leading `::`.

use a;
use a::b;
use ::a::b;
use a::*;
use ::*;
use a::{};
use a::{b, c,};
use a::{self, b as c, d::{e, f::*}, g as _};
use {a, b};
use ::{a, b};
use crate::a;
use self::a as b;
use super::super::a;
pub use a::b;
pub(crate) use a::{b};
use r#fn::r#type;

fn main() {}
