// check-pass
// compile-flags: -Zunpretty=mir -C panic=abort
// The MIR of `match`: one switch on the discriminant for arms that test
// variants, one switch for integer literals (or-patterns of literals
// included), a chain of tests for guards, bindings by reference through
// default binding modes, slice patterns with a length test, `if let`.
#![feature(no_core, lang_items)]
#![no_core]
#![crate_type = "lib"]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
impl Copy for i32 {}
impl Copy for usize {}
impl Copy for bool {}
impl<T: ?Sized> Copy for &T {}
#[lang = "add"]
pub trait Add<Rhs = Self> {
    type Output;
    fn add(self, rhs: Rhs) -> Self::Output;
}
impl Add for i32 {
    type Output = i32;
    fn add(self, rhs: i32) -> i32 { self + rhs }
}

pub enum Shape {
    Circle(i32),
    Rect { w: i32, h: i32 },
    Empty,
}

pub fn area(s: &Shape) -> i32 {
    match s {
        Shape::Circle(r) => *r,
        Shape::Rect { w, .. } => *w,
        Shape::Empty => 0,
    }
}

pub fn small(n: i32) -> i32 {
    match n {
        0 => 10,
        1 | 2 => 20,
        _ => 30,
    }
}

pub fn guarded(n: i32, b: bool) -> i32 {
    match n {
        x if b => x,
        3 => 4,
        _ => 5,
    }
}

pub fn first(s: &[i32]) -> i32 {
    match s {
        [] => 0,
        [x, .., y] => *x + *y,
        [x] => *x,
    }
}

pub fn iflet(s: Shape) -> i32 {
    if let Shape::Circle(r) = s { r } else { 1 }
}
