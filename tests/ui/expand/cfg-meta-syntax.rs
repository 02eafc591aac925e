// Syntax errors in the meta items of #[cfg]: rustc parses them with its
// general parser, so its messages list the tokens it tried.

#[cfg(a b)] //~ ERROR expected one of `(`, `,`, `::`, or `=`, found `b`
fn f1() {}

#[cfg(a = b)] //~ ERROR expected unsuffixed literal or identifier, found `b`
fn f2() {}

#[cfg(-1)] //~ ERROR expected unsuffixed literal or identifier, found `-`
fn f3() {}

#[cfg(::)] //~ ERROR expected unsuffixed literal or identifier, found `<eof>`
fn f4() {}

#[cfg(all(a) b)] //~ ERROR expected `,`, found `b`
fn f5() {}

#[cfg(any(x::<u8>))] //~ ERROR expected unsuffixed literal or identifier, found `<`
fn f6() {}

#[cfg(all(a,,))] //~ ERROR expected unsuffixed literal or identifier, found `,`
fn f7() {}

#[cfg(a = 1u8)]
//~^ ERROR suffixed literals are not allowed in attributes
//~| ERROR literal in `cfg` predicate value must be a string
fn f8() {}

#[cfg(a = "x"suf)]
//~^ ERROR suffixes on a string literal are invalid
//~| ERROR literal in `cfg` predicate value must be a string
fn f9() {}

#[cfg[unix]] //~ ERROR wrong meta list delimiters
fn f10() {}

#[cfg(fn)] //~ ERROR expected identifier, found keyword `fn`
fn f11() {}

// A missing `,` inside a list is recovered from; the list then names
// an unknown predicate.
#[cfg(all(a b))] //~ ERROR expected one of `(`, `)`, `,`, `::`, or `=`, found `b`
fn f12() {}

#[cfg(any(a, b)(c))] //~ ERROR expected `,`, found `(`
fn f13() {}

#[cfg = 1 + 1] //~ ERROR unexpected expression
fn f14() {}

fn main() {}
