// check-pass
// compile-flags: -C panic=abort
// Generic code: bounds on params, dyn calls, assoc types with bounds, default methods,
// inherent impls of generic types, default binding modes through & and &mut, move closures.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Animal { fn legs(&self) -> u32; fn name(&self) -> &'static str { "animal" } }
struct Dog;
struct Bird;
impl Animal for Dog { fn legs(&self) -> u32 { 4 } fn name(&self) -> &'static str { "dog" } }
impl Animal for Bird { fn legs(&self) -> u32 { 2 } }

fn total<T: Animal, U: Animal>(a: &T, b: &U) -> u32 { a.legs() + b.legs() }
fn count_all(xs: &[&dyn Animal]) -> u32 {
    let mut n = 0;
    let mut i = 0; while i < xs.len() { n += xs[i].legs(); i += 1; }
    n
}
trait Container { type Item; fn get(&self, i: usize) -> Self::Item; fn first(&self) -> Self::Item { self.get(0) } }
struct Nums([i64; 3]);
impl Container for Nums { type Item = i64; fn get(&self, i: usize) -> i64 { self.0[i] } }
fn sum_first<C: Container<Item = i64>>(c: &C) -> i64 { c.first() + c.get(1) }
fn gen_add<T: Add<Output = T> + Copy>(a: T, b: T) -> T { a + b }
struct Pair<T> { a: T, b: T }
impl<T: Copy + PartialOrd> Pair<T> {
    fn new(a: T, b: T) -> Self { Pair { a, b } }
    fn max(&self) -> T { if self.a > self.b { self.a } else { self.b } }
}
fn by_ref(o: &Option<i32>) -> i32 {
    match o { Some(x) => *x, None => 0 }
}
fn mut_ref(o: &mut Option<i32>) { if let Some(x) = o { *x += 1; } }
fn identity<T>(t: T) -> T { t }
fn make_adder(n: i32) -> impl_free::Adder { impl_free::Adder { n } }
mod impl_free { pub struct Adder { pub n: i32 } impl Adder { pub fn call(&self, x: i32) -> i32 { x + self.n } } }
fn takes_fnonce<F: FnOnce() -> u8>(f: F) -> u8 { f() }

fn main() {
    let d = Dog;
    let b = Bird;
    let t = total(&d, &b);
    let zoo: [&dyn Animal; 2] = [&d, &b];
    let n = count_all(&zoo);
    let nm = zoo[1].name();
    let s = sum_first(&Nums([1, 2, 3]));
    let g = gen_add(2u16, 3);
    let gf = gen_add(1.5, 2.0);
    let p = Pair::new(3, 9);
    let mx = p.max();
    let pm = Pair::<u8>::new(1, 2).max();
    let o = Some(4);
    let r = by_ref(&o);
    let mut om = Some(1);
    mut_ref(&mut om);
    let id = identity::<u64>(5);
    let id2 = identity(&d).legs();
    let ad = make_adder(3).call(4);
    let boxed_fn: &dyn Fn(i32) -> i32 = &|x| x * 3;
    let bf = boxed_fn(2);
    let owned = Nums([7, 8, 9]);
    let once = takes_fnonce(move || { let o2 = owned; o2.0[0] as u8 });
    let mut total2 = 0u32;
    for i in 0..3u32 { total2 += i; }
    let mut k = 0;
    while k < 10 { k += 3; }
    let nested = |x: i32| { let inner = |y: i32| x + y; inner(1) };
    unsafe { printf(c("%u %u %ld %d %d %d %d %lu %u %d %d %d %d %d\n\0"), t, n, s, g as i32, mx, pm as i32, r, id, id2, ad, bf, once as i32, total2 as i32 + k, nested(2)); }
    let _ = (gf, nm, om);
}
