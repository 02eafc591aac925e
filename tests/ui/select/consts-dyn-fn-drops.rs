// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Associated consts through impls and trait defaults, a trait generic over
// its parameter chosen by the expected type, user auto traits with negative
// impls, calls through `&dyn Fn` / `&mut dyn FnMut`, built-in Clone of
// tuples and closures, drop glue of structs, tuples and arrays.
#![feature(no_core, lang_items, intrinsics, auto_traits, negative_impls, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Konst { const N: i32; const M: i32 = 100; fn n(&self) -> i32 { Self::N + Self::M } }
struct A;
struct B;
impl Konst for A { const N: i32 = 1; }
impl Konst for B { const N: i32 = 2; const M: i32 = 200; }
fn kn<T: Konst>() -> i32 { T::N * 10 + T::M }
trait Conv<T> { fn conv(self) -> T; }
impl Conv<i32> for u8 { fn conv(self) -> i32 { self as i32 + 1 } }
impl Conv<i64> for u8 { fn conv(self) -> i64 { self as i64 + 2 } }
pub unsafe auto trait Send2 {}
struct NotSend(*const u8);
impl !Send2 for NotSend {}
fn need_send<T: Send2>(_t: T) -> i32 { 1 }
struct Loud(i32);
impl Drop for Loud { fn drop(&mut self) { unsafe { printf(c("drop %d\n\0"), self.0); } } }
struct Pair { a: Loud, b: Loud }
fn call_dyn(f: &dyn Fn(i32) -> i32, x: i32) -> i32 { f(x) }
fn call_dyn_mut(f: &mut dyn FnMut(i32) -> i32, x: i32) -> i32 { f(x) + f(x) }
fn cl<T: Clone>(t: &T) -> T { t.clone() }

fn main() {
    let x: i32 = 5u8.conv();
    let y: i64 = 5u8.conv();
    let k = kn::<A>() + kn::<B>() + A.n() + B.n();
    let s = need_send((1, 2u8));
    let m = 7;
    let d = call_dyn(&|v| v * m, 6);
    let mut acc = 0;
    let e = call_dyn_mut(&mut |v| { acc += v; acc }, 5);
    let t = cl(&(3, 4u8));
    let c2 = cl(&|| 9)();
    {
        let _p = Pair { a: Loud(1), b: Loud(2) };
        let _q = (Loud(3), 5, Loud(4));
        let _arr = [Loud(5), Loud(6)];
    }
    unsafe { printf(c("%d %ld %d %d %d %d %d %d %d\n\0"), x, y, k, s, d, e, t.0 + t.1 as i32, c2, acc); }
}
