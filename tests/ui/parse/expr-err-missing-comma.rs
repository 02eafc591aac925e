// compile-flags: -Zparse-crate-root-only
// A missing `,` between arguments is reported, and parsing goes on when
// the next argument parses.

fn main() {
    foo(a b);
    //~^ ERROR expected one of `!`, `)`, `,`, `.`, `::`, `?`, `{`, or an operator, found `b`
    x.bar(1 2);
    //~^ ERROR expected one of `)`, `,`, `.`, `?`, or an operator, found `2`
}
