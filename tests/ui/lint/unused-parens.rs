// check-pass
// The unused_parens lint (an early lint): each context rustc 1.63 checks,
// the parentheses it keeps (struct literals before a block, lazy `&&` in a
// let scrutinee, `({ 0 } + 1)`, or-patterns under `@`/`&`, `&(mut x)`,
// `dyn` types), parentheses a macro's body wrote, and levels from
// attributes on items, statements and expressions.
#![feature(stmt_expr_attributes)]
#![warn(unused_parens)]

struct S {
    a: u8,
}

const C: u8 = (1); //~ WARNING unnecessary parentheses around assigned value
static T: u8 = (2); //~ WARNING unnecessary parentheses around assigned value

fn takes(_: u8) {}

fn ret() -> u8 {
    return (3); //~ WARNING unnecessary parentheses around `return` value
}

fn tail() -> u8 {
    (4) //~ WARNING unnecessary parentheses around block return value
}

fn needed() -> u8 {
    ({ 0 } + 1)
}

macro_rules! paren {
    ($e:expr) => {
        let _v = ($e);
    };
}

fn pat((x): u8) -> u8 { //~ WARNING unnecessary parentheses around pattern
    x
}

fn main() {
    let a = (5); //~ WARNING unnecessary parentheses around assigned value
    let mut b = a;
    b = (b + 1); //~ WARNING unnecessary parentheses around assigned value
    b += (1); //~ WARNING unnecessary parentheses around assigned value
    if (b > 3) {} //~ WARNING unnecessary parentheses around `if` condition
    while (b < 3) {} //~ WARNING unnecessary parentheses around `while` condition
    match (b) { //~ WARNING unnecessary parentheses around `match` scrutinee expression
        (0) => {} //~ WARNING unnecessary parentheses around pattern
        _ => {}
    }
    for _ in (0..2) {} //~ WARNING unnecessary parentheses around `for` iterator expression
    takes((b)); //~ WARNING unnecessary parentheses around function argument
    let s = S { a: 1 };
    let _ = s.a.checked_add((1)); //~ WARNING unnecessary parentheses around method argument
    if let Some(_) = (Some(1)) {} //~ WARNING unnecessary parentheses around `let` scrutinee expression
    if (S { a: 1 }).a == 1 {}
    match (S { a: 2 }) {
        S { a } => takes(a),
    }
    let t = true;
    if let true = (t && t) {}
    let x: (u8) = 1; //~ WARNING unnecessary parentheses around type
    let _: &(dyn Fn()) = &|| {};
    let (mut y) = x; //~ WARNING unnecessary parentheses around pattern
    y += 1;
    let &(mut z) = &y;
    z += 1;
    match 1 {
        _w @ (1 | 2) => {}
        _ => {}
    }
    let _: ([u8; (1)]) = [0]; //~ WARNING unnecessary parentheses around const expression
    paren!(z);
    #[allow(unused_parens)]
    let _q = (1);
    let _r = #[allow(unused_parens)] {
        (2)
    };
    let _ = [0u8; (3)];
    let _ = pat(ret()) + tail() + needed() + C + T;
}
