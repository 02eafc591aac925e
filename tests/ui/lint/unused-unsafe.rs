// check-pass
// unused_unsafe as rustc 1.63's MIR unsafety check decides it: an unsafe
// operation marks the innermost `unsafe` block; `let _ = place;` reads
// nothing; a used block in a used block (or in an unsafe fn) is nested.
#![warn(unused_unsafe)]
#![allow(dead_code)]
static mut S: i32 = 0;
static I: i32 = 0;
extern "C" { fn ext(); static E: i32; }
unsafe fn uf() {}
union U { a: u32, b: f32 }
struct P { a: u8 }
fn main() {
    unsafe {} //~ WARN unnecessary `unsafe` block
    unsafe { let _x = 1; } //~ WARN unnecessary `unsafe` block
    unsafe { uf(); }
    unsafe { unsafe { uf(); } } //~ WARN unnecessary `unsafe` block
    unsafe { unsafe { } } //~ WARN unnecessary `unsafe` block
    //~^ WARN unnecessary `unsafe` block
    unsafe { uf(); unsafe { uf(); } } //~ WARN unnecessary `unsafe` block
    let p = &1 as *const i32;
    unsafe { let _ = *p; } //~ WARN unnecessary `unsafe` block
    unsafe { let _ = &*p; }
    unsafe { let _ = std::ptr::addr_of!(*p); }
    unsafe { S += 1; }
    unsafe { let _ = I; } //~ WARN unnecessary `unsafe` block
    unsafe { let _ = &S; }
    unsafe { let _ = std::ptr::addr_of!(S); }
    unsafe { let _ = E; } //~ WARN unnecessary `unsafe` block
    unsafe { ext(); }
    let u = U { a: 1 };
    unsafe { let _ = u.a; } //~ WARN unnecessary `unsafe` block
    let mut u2 = U { a: 1 };
    unsafe { u2.a = 3; } //~ WARN unnecessary `unsafe` block
    unsafe { let U { a } = u; let _ = a; }
    unsafe { let U { a: _ } = u; } //~ WARN unnecessary `unsafe` block
    unsafe { let _ = || uf(); }
    unsafe { fn inner() { unsafe { uf() } } } //~ WARN unnecessary `unsafe` block
    unsafe { let _ = std::mem::transmute::<u32, f32>(1); }
    unsafe { let _ = std::mem::size_of::<u32>(); } //~ WARN unnecessary `unsafe` block
    let f: unsafe fn() = uf;
    unsafe { f(); }
    unsafe { let _ = [1u8].get_unchecked(0); }
    unsafe { std::arch::asm!("nop"); }
    unsafe { let _ = || { let _ = *p; }; } //~ WARN unnecessary `unsafe` block
    unsafe { let _ = || unsafe { uf() }; } //~ WARN unnecessary `unsafe` block
    unsafe { let _ = p.add(1); }
    unsafe { let _ = p.offset(1); }
    unsafe { let _ = p.wrapping_add(1); } //~ WARN unnecessary `unsafe` block
}
unsafe fn g() {
    unsafe { uf(); } //~ WARN unnecessary `unsafe` block
    unsafe { } //~ WARN unnecessary `unsafe` block
}
