// check-pass
// compile-flags: -Zunpretty=hir
// The desugarings of HIR lowering as -Zunpretty=hir prints them: `while`
// (a loop around an `if`), `for` (into_iter / next lang items), `?`
// (branch / from_residual), ranges (lang item structs), `if let` kept.
// The .stdout golden is rcc's output, checked by eye against rustc 1.63's:
// the same lowering; rustc breaks lines differently and prints lang item
// paths as `#[lang = "..."]` too.
#![feature(no_core, lang_items)]
#![no_core]
#![crate_type = "lib"]

#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub enum Option<T> {
    #[lang = "None"]
    None,
    #[lang = "Some"]
    Some(T),
}

pub fn loops(mut n: i32, it: i32) -> i32 {
    'outer: while n > 0 {
        n -= 1;
        if n == 5 {
            break 'outer;
        }
    }
    while let Option::Some(x) = Option::Some(n) {
        n = x;
        break;
    }
    for i in it {
        n += i;
    }
    n
}

pub fn tries(x: i32) -> i32 {
    let y = x?;
    let r = 1..2;
    let s = ..=3;
    let t = 4..=5;
    y
}

pub fn closures(a: i32) -> i32 {
    let f = |b: i32, c| a + b + c;
    f(1, 2)
}

pub struct S<T: ?Sized> {
    x: [u8; 4],
    p: *const T,
}

impl<T> S<T> {
    pub fn get(&self) -> &[u8; 4] {
        &self.x
    }
}
