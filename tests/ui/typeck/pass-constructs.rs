// check-pass
// compile-flags: -C panic=abort
// Type checking of the common constructs: overloaded deref/index/operators, autoref
// receivers, unsizing, dyn, closures (signatures from bounds, capture kinds), fn pointers,
// patterns, let-else, loops with values, casts, consts.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, label_break_value, let_else)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Wrapper { v: [i32; 4] }
impl Deref for Wrapper {
    type Target = [i32; 4];
    fn deref(&self) -> &[i32; 4] { &self.v }
}
struct Counter { n: u32 }
impl Counter {
    fn new() -> Self { Counter { n: 0 } }
    fn bump(&mut self) -> u32 { self.n += 1; self.n }
    fn get(&self) -> u32 { self.n }
}
trait Shape { fn area(&self) -> i32; fn twice(&self) -> i32 { self.area() * 2 } }
struct Sq(i32);
impl Shape for Sq { fn area(&self) -> i32 { self.0 * self.0 } }
struct V2 { x: i32, y: i32 }
impl Clone for V2 { fn clone(&self) -> V2 { *self } }
impl Copy for V2 {}
impl Add for V2 { type Output = V2; fn add(self, o: V2) -> V2 { V2 { x: self.x + o.x, y: self.y + o.y } } }
impl PartialEq for V2 { fn eq(&self, o: &V2) -> bool { self.x == o.x && self.y == o.y } }
enum E { A(i32), B { x: u8 }, C }
const K: usize = 3;
struct HasConst;
impl HasConst { const N: i32 = 7; }

fn apply<F: Fn(i32) -> i32>(f: F, x: i32) -> i32 { f(x) }
fn apply_mut<F: FnMut()>(mut f: F) { f(); f(); }
fn first<T: Copy>(s: &[T]) -> T { s[0] }
fn sum(s: &[i32]) -> i32 { let mut t = 0; let mut i = 0; while i < s.len() { t += s[i]; i += 1; } t }
fn dynarea(s: &dyn Shape) -> i32 { s.area() + s.twice() }
fn fp(x: i32) -> i32 { x + 1 }

fn main() {
    let w = Wrapper { v: [1, 2, 3, 4] };
    let a = w[1] + w.len() as i32;
    let mut cn = Counter::new();
    cn.bump();
    let g = cn.get();
    let sq = Sq(3);
    let d = dynarea(&sq);
    let b: &dyn Shape = &sq;
    let v = V2 { x: 1, y: 2 } + V2 { x: 3, y: 4 };
    let same = v == V2 { x: 4, y: 6 };
    let k = 10;
    let r = apply(|x| x + k, 5);
    let mut count = 0;
    apply_mut(|| count += 1);
    let arr = [1, 2, 3];
    let s1 = sum(&arr);
    let f1 = first(&arr[..]);
    let f: fn(i32) -> i32 = fp;
    let nc: fn(i32) -> i32 = |x| x * 2;
    let e = E::B { x: 3 };
    let m = match e { E::A(n) => n, E::B { x } => x as i32, E::C => 0 };
    let opt = Some(5);
    if let Some(x) = opt { let _ = x; }
    let Some(y) = opt else { return };
    let lbl = if y > 2 { 1 } else { 2 };
    let lp = loop { break 42u8; };
    let refs = &(1, 2);
    let z: i32 = refs.0 + refs.1;
    let t = HasConst::N + K as i32;
    let ch = 65u8 as char;
    let ptr = &arr as *const [i32; 3] as *const i32;
    let addr = ptr as usize;
    let neg = -(3i64);
    let bits = !0u8 & 0x0f | 1 << 2;
    let fl = 1.5f32 * 2.0;
    let mut xs = [0u8; 4];
    xs[2] = 9;
    let tup = (1, 2.5, 'c');
    let closure_fn = |a: i32, b: i32| -> i32 { a + b };
    let cv = closure_fn(1, 2);
    let mv = move || k + 1;
    let mvv = mv();
    unsafe { printf(c("%d\n\0"), a + g as i32 + d + r + count + s1 + f1 + f(1) + nc(2) + m + lbl + lp as i32 + z + t + cv + mvv); }
    let _ = (b, same, ch, addr, neg, bits, fl, tup, xs);
}
