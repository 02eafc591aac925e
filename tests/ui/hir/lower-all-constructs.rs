// check-pass
// compile-flags: -Zstop-after=hir
// edition:2021
// Every expression, pattern and item form HIR lowering handles, lowered
// without errors (lowering is forced for every item and body of the
// local crate by the hir pass).
#![feature(no_core, lang_items, try_blocks, box_syntax, start, raw_ref_op, intrinsics, label_break_value)]
#![no_core]
#![crate_type = "lib"]

#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub enum E {
    A = 1,
    B = 2,
}
pub enum F<T> {
    X(T, T),
    Y { a: T },
    Z,
}
pub struct P {
    x: i32,
    y: i32,
}
pub union U {
    a: u32,
    b: f32,
}
pub trait Tr<A: ?Sized>: Copy
where
    A: Copy,
{
    type Out: Copy;
    const K: usize = 3;
    fn m(&self, a: A) -> Self::Out;
    fn d(self) {}
}
pub type Alias<T> = F<T>;
pub static mut ST: [i32; 2] = [1, 2];
pub const C: usize = 2 + 3;
extern "C" {
    fn puts(s: *const u8) -> i32;
    fn printf(f: *const i8, ...) -> i32;
    static errno: i32;
}
extern "rust-intrinsic" {
    fn abort() -> !;
}

pub fn exprs(mut a: i32, p: P, s: &[i32], f: F<i32>) -> i32 {
    let arr = [0u8; C];
    let t = (1, 2.5f64, 'c', b'x', "s\n", b"bytes", true);
    let r = &mut a;
    *r += 1;
    a = a << 2 | 1 & !0 ^ -3;
    let q = &raw const a;
    let idx = s[0] + arr.len as i32;
    let P { x, .. } = p;
    let P { y: ref yy, x: _ } = p;
    match f {
        F::X(m, _) | F::X(_, m) if m > 0 => m,
        F::Y { a: 1..=5 } => 1,
        F::Y { a } => a,
        F::Z => 0,
    };
    match s {
        [first, .., last] => first + last,
        [one] => one,
        [] => 0,
    };
    let lbl = 'b: {
        if a > 3 {
            break 'b 1;
        }
        2
    };
    let v = loop {
        break 7;
    };
    let c = move |z: i32| -> i32 { z + a };
    let u = U { a: 1 };
    let g = P { x: 1, ..p };
    let cast = a as u8 as i64;
    let tb: i32 = try { 5 };
    let bx = box 5;
    let unit = ();
    let (mut d1, mut d2) = (1, 2);
    (d1, d2) = (d2, d1);
    [d1, .., d2] = [3, 4, 5];
    P { x: d1, .. } = p;
    if let F::Z = f {} else if x > 1 {}
    return c(idx) + x + *yy + lbl + v + t.0;
}

impl Tr<i32> for P {
    type Out = i32;
    fn m(&self, a: i32) -> i32 {
        self.x + a + <Self as Tr<i32>>::K as i32 + Self::K as i32
    }
}
impl Copy for P {}
impl Copy for i32 {}
