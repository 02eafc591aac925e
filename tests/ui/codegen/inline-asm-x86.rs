// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// asm! through GCC extended asm: Intel syntax, in/out/inout/lateout
// operands, register classes and explicit registers, const operands,
// size modifiers, explicit registers without a constraint letter (r9,
// r11: register variables).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, decl_macro, rustc_attrs, asm_const)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[rustc_builtin_macro]
macro asm("assembly template", $(operands,)* $(options($(option),*))?) {
    /* compiler built-in */
}
fn main() {
    let x: u64;
    unsafe { asm!("mov {}, 5", out(reg) x); }
    let mut y: u64 = 10;
    unsafe { asm!("add {0}, {1}", inout(reg) y, in(reg) x); }
    let z: u32;
    unsafe { asm!("mov {0:e}, {1}", lateout(reg) z, const 7, options(pure, nomem, nostack)); }
    let w: u64;
    unsafe { asm!("imul rax, rcx", inout("rax") 6u64 => w, in("rcx") 7u64); }
    let mut r: u64 = 21;
    unsafe { asm!("add r11, r11", inout("r11") r); }
    let (q, rem): (u64, u64);
    unsafe { asm!("div r11", in("r11") 7u64, inout("rax") 45u64 => q, inout("rdx") 0u64 => rem); }
    let mut d: u64 = 3;
    unsafe { asm!("mov r9, {0}", "lea {0}, [r9 + 4]", inout(reg) d, out("r9") _); }
    unsafe { printf(c("%lu %lu %u %lu %lu %lu %lu %lu\n\0"), x, y, z, w, r, q, rem, d); }
}
