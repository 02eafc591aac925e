// run-pass
// check-run-results
// compile-flags: -C panic=abort -C link-arg=-lc
// LLVM intrinsics declared as foreign functions (`#[link_name = "llvm.*"]`,
// as stdarch declares them: core's hint::spin_loop calls
// llvm.x86.sse2.pause; std_detect calls xgetbv, hashbrown pmovmskb) are
// emitted inline as their instructions.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, link_llvm_intrinsics)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "C" {
    #[link_name = "llvm.x86.sse2.pause"]
    fn pause();
    #[link_name = "llvm.x86.sse2.lfence"]
    fn lfence();
    #[link_name = "llvm.x86.sse2.mfence"]
    fn mfence();
    #[link_name = "llvm.x86.sse.sfence"]
    fn sfence();
    #[link_name = "llvm.x86.sse2.clflush"]
    fn clflush(p: *const u8);
    #[link_name = "llvm.x86.rdtsc"]
    fn rdtsc() -> u64;
    #[link_name = "llvm.x86.rdtscp"]
    fn rdtscp(aux: *mut u8) -> u64;
    #[link_name = "llvm.x86.xgetbv"]
    fn xgetbv(v: u32) -> i64;
    #[link_name = "llvm.x86.sse2.pmovmskb.128"]
    fn pmovmskb(a: I8x16) -> i32;
    #[link_name = "llvm.prefetch"]
    fn prefetch(p: *const i8, rw: i32, loc: i32, ty: i32);
}

#[repr(simd)]
struct I8x16(i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8);
impl Copy for I8x16 {}
impl Clone for I8x16 {
    fn clone(&self) -> I8x16 { *self }
}

fn main() {
    unsafe {
        let mut spins = 0;
        while spins < 3 {
            pause();
            spins += 1;
        }
        lfence();
        mfence();
        sfence();
        let x: u8 = 42;
        clflush(&x as *const u8);
        prefetch(&x as *const u8 as *const i8, 0, 3, 1);
        let t0 = rdtsc();
        let mut aux: u32 = 0xffff_ffff;
        let t1 = rdtscp(&mut aux as *mut u32 as *mut u8);
        let t2 = rdtsc();
        // the counter never goes back; aux holds IA32_TSC_AUX (the CPU
        // number on Linux, below 4096)
        printf(c("%d %d %d %d %d\n\0"), spins, x as i32, (t1 >= t0) as i32, (t2 >= t1) as i32, (aux < 4096) as i32);
        // XCR0: x87 and SSE state are always enabled where xgetbv runs
        let xcr0 = xgetbv(0);
        // the top bit of each byte, byte 0 in bit 0
        let m = pmovmskb(I8x16(-1, 0, -128, 127, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -2));
        printf(c("%d %x\n\0"), (xcr0 & 3) as i32, m);
    }
}
