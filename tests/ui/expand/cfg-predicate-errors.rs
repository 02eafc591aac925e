// Malformed cfg predicates get rustc 1.63's errors. A node whose cfg is
// malformed in shape is kept; `not` with the wrong arity, an unknown
// operator and a literal operand make the predicate false.

#[cfg(not(a, b))] //~ ERROR expected 1 cfg-pattern
fn f1() {}

#[cfg(not())] //~ ERROR expected 1 cfg-pattern
fn f2() {}

#[cfg(foo(a))] //~ ERROR invalid predicate `foo`
fn f3() {}

#[cfg(a::b(c))] //~ ERROR invalid predicate `a::b`
fn f4() {}

#[cfg(a = 1)] //~ ERROR literal in `cfg` predicate value must be a string
fn f5() {}

#[cfg(a = b"x")] //~ ERROR literal in `cfg` predicate value must be a string
fn f6() {}

#[cfg(all("x"))] //~ ERROR unsupported literal
fn f7() {}

#[cfg(a::b)] //~ ERROR `cfg` predicate key must be an identifier
fn f8() {}

#[cfg()] //~ ERROR `cfg` predicate is not specified
fn f9() {}

#[cfg(a, b)] //~ ERROR multiple `cfg` predicates are specified
fn f10() {}

#[cfg] //~ ERROR `cfg` is not followed by parentheses
fn f11() {}

#[cfg = "x"] //~ ERROR `cfg` is not followed by parentheses
fn f12() {}

#[cfg("lit")] //~ ERROR `cfg` predicate key cannot be a literal
fn f13() {}

// `any` and `all` evaluate every operand, so each error is reported.
#[cfg(any(foo(a), not()))]
//~^ ERROR invalid predicate `foo`
//~| ERROR expected 1 cfg-pattern
fn f14() {}

fn main() {}
