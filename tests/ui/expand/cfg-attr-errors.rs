// Malformed #[cfg_attr]: rustc 1.63's errors, with the grammar help on
// parse errors.

#[cfg_attr] //~ ERROR malformed `cfg_attr` attribute input
fn f1() {}

#[cfg_attr()] //~ ERROR malformed `cfg_attr` attribute input
fn f2() {}

#[cfg_attr = "x"] //~ ERROR malformed `cfg_attr` attribute input
fn f3() {}

#[cfg_attr(unix)] //~ ERROR expected one of `(`, `,`, `::`, or `=`, found `<eof>`
fn f4() {}

#[cfg_attr(a b, inline)] //~ ERROR expected one of `(`, `,`, `::`, or `=`, found `b`
fn f5() {}

#[cfg_attr(unix, = 1)] //~ ERROR expected identifier, found `=`
fn f6() {}

#[cfg_attr(unix, inline x)] //~ ERROR expected one of `(`, `,`, `::`, `=`, `[`, or `{`, found `x`
fn f7() {}

#[cfg_attr[unix, inline]] //~ ERROR wrong `cfg_attr` delimiters
fn f8() {}

#[cfg_attr(foo(x), inline)] //~ ERROR invalid predicate `foo`
fn f9() {}

#[cfg_attr("x", inline)] //~ ERROR expected identifier, found `"x"`
fn f10() {}

#[cfg_attr(a = b, inline)] //~ ERROR unexpected token: `b`
fn f11() {}

#[cfg_attr(unix,, inline)] //~ ERROR expected identifier, found `,`
fn f12() {}

#[cfg_attr(not(unix, windows), inline)] //~ ERROR expected 1 cfg-pattern
fn f13() {}

#[cfg_attr(all())] //~ ERROR expected `,`, found end of `cfg_attr` input
fn f14() {}

fn main() {}
