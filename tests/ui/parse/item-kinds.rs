// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2018
// Every item kind parses.

extern crate std as my_std;
extern crate self as this_crate;
use a::b::{c, d::*, e as f, self, g::{h, i}};
use ::std::io;
use {x, y};
use ::{z};
use ::*;
use a as _;
static S: u8 = 1;
static mut SM: u8 = 1;
const C: u8 = 1;
const _: () = ();
fn plain() {}
const fn cf() {}
async fn af() {}
unsafe fn uf() {}
extern "C" fn ef() {}
extern fn ef2() {}
const unsafe extern "C" fn all() {}
mod outline;
mod inline {
    #![allow(dead_code)]
    fn inner() {}
}
extern "C" {
    fn printf(fmt: *const u8, ...) -> i32;
    static ERRNO: i32;
    type Opaque;
    mac!();
}
extern {}
type Alias<T> = Vec<T>;
enum E { A, B(u8), C { x: u8 } }
struct Unit;
struct Tuple(u8, pub u16);
struct Named { a: u8, pub b: u16 }
union U { a: u8, b: u16 }
trait Tr {}
auto trait Auto {}
unsafe trait UnsafeTr {}
unsafe auto trait UnsafeAuto {}
trait Alias2 = Tr + Send;
impl Named {}
impl Tr for Named {}
unsafe impl UnsafeTr for Named {}
mac!();
mac! {}
mac![];
macro_rules! m { () => {} }
macro m2() {}

fn main() {}
