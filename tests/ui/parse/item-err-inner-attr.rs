fn main() {}
#[inline]
#![allow(unused)] //~ ERROR an inner attribute is not permitted following an outer attribute
fn f() {}
