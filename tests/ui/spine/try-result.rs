// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `?` on Result propagates the error through From.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Small(u8);
fn parse(n: i32) -> Result<u8, i32> {
    if n >= 0 && n < 256 { Ok(n as u8) } else { Err(n) }
}
fn total(a: i32, b: i32) -> Result<Small, i32> {
    let x = parse(a)?;
    let y = parse(b)?;
    Ok(Small(x / 2 + y / 2))
}
fn show(r: Result<Small, i32>) {
    match r {
        Ok(s) => unsafe { printf(c("ok %d\n\0"), s.0 as i32); },
        Err(e) => unsafe { printf(c("err %d\n\0"), e); },
    }
}
fn main() {
    show(total(100, 200));
    show(total(100, 300));
    show(total(-5, 300));
}
