// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Formatter's debug_struct/tuple/list/set/map builders, plain and `{:#?}`.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::fmt;

struct S {
    a: u8,
    b: &'static str,
}
impl fmt::Debug for S {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_struct("S").field("a", &self.a).field("b", &self.b).finish()
    }
}
struct T;
impl fmt::Debug for T {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_tuple("T").field(&1).field(&"two").field(&S { a: 3, b: "x" }).finish()
    }
}
struct L(&'static [i32]);
impl fmt::Debug for L {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_list().entries(self.0.iter()).entry(&-1).finish()
    }
}
struct St;
impl fmt::Debug for St {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_set().entry(&'a').entries(['b', 'c']).finish()
    }
}
struct M;
impl fmt::Debug for M {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_map().entry(&"k1", &1).key(&"k2").value(&[2, 3]).entries([(4, 'x')].iter().map(|&(k, v)| (k, v))).finish()
    }
}
struct E;
impl fmt::Debug for E {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_struct("E").finish_non_exhaustive()
    }
}
struct Empties;
impl fmt::Debug for Empties {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_tuple("Z").finish()?;
        f.debug_list().finish()?;
        f.debug_map().finish()?;
        f.debug_struct("Q").finish()
    }
}

fn run() {
    println!("{:?}", S { a: 1, b: "q" });
    println!("{:?}", T);
    println!("{:?} {:?} {:?}", L(&[1, 2]), St, M);
    println!("{:?} {:?}", E, Empties);
    println!("{:#?}", S { a: 1, b: "q" });
    println!("{:#?}", T);
    println!("{:#?}", L(&[5]));
    println!("{:#?}", St);
    println!("{:#?}", M);
    println!("{:#?}", E);
    println!("{:#?}", Empties);
}
