// check-pass
// compile-flags: -Zparse-crate-root-only
// Macro definitions (macro_rules! and macros 2.0) and macro calls in
// item and type position.

macro_rules! a { () => {} }
macro_rules! b ( () => {} );
macro_rules! c [ () => {} ];
macro_rules! d {
    ($x:expr, $($y:tt)*) => { $x + $crate::f($($y)*) };
    (@inner $e:ident) => {{ let $e = 1; }};
}
macro e() {}
macro f($x:expr) { $x }
macro g { () => {} }
pub macro h() {}
foo!();
foo![];
foo! {}
foo! { struct S; }
a::b::foo!(x y z);
::a::foo!{}
type T = foo!();
fn f() -> bar![u8] { loop {} }

fn main() {}
