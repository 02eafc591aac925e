// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// The atomic intrinsics under 1.63's names, every operation with every
// ordering it takes: loads, stores, exchange, compare-exchange (strong and
// weak; success and failure give the value seen and the flag), the fetch
// operations (signed and unsigned min/max), fences; on 8- to 64-bit
// integers and on raw pointers.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "rust-intrinsic" {
    fn atomic_load<T: Copy>(src: *const T) -> T;
    fn atomic_load_acq<T: Copy>(src: *const T) -> T;
    fn atomic_load_relaxed<T: Copy>(src: *const T) -> T;
    fn atomic_load_unordered<T: Copy>(src: *const T) -> T;
    fn atomic_store<T: Copy>(dst: *mut T, val: T);
    fn atomic_store_rel<T: Copy>(dst: *mut T, val: T);
    fn atomic_store_relaxed<T: Copy>(dst: *mut T, val: T);
    fn atomic_store_unordered<T: Copy>(dst: *mut T, val: T);

    fn atomic_cxchg<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_acq<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_rel<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_acqrel<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_relaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_failrelaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_failacq<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_acq_failrelaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchg_acqrel_failrelaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_acq<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_rel<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_acqrel<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_relaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_failrelaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_failacq<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_acq_failrelaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    fn atomic_cxchgweak_acqrel_failrelaxed<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);

    fn atomic_xchg<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xchg_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xchg_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xchg_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xchg_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xadd<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xadd_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xadd_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xadd_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xadd_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xsub<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xsub_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xsub_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xsub_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xsub_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_and<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_and_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_and_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_and_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_and_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_nand<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_nand_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_nand_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_nand_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_nand_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_or<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_or_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_or_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_or_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_or_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xor<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xor_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xor_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xor_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_xor_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_max<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_max_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_max_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_max_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_max_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_min<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_min_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_min_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_min_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_min_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umax<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umax_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umax_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umax_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umax_relaxed<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umin<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umin_acq<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umin_rel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umin_acqrel<T: Copy>(dst: *mut T, src: T) -> T;
    fn atomic_umin_relaxed<T: Copy>(dst: *mut T, src: T) -> T;

    fn atomic_fence();
    fn atomic_fence_acq();
    fn atomic_fence_rel();
    fn atomic_fence_acqrel();
    fn atomic_singlethreadfence();
    fn atomic_singlethreadfence_acq();
    fn atomic_singlethreadfence_rel();
    fn atomic_singlethreadfence_acqrel();
}

// One read-modify-write operation under its five orderings, on a u32
// that starts at `init`: prints the five values returned and the final
// value.
macro_rules! rmw5 {
    ($label:expr, $init:expr, $arg:expr, $a:ident $b:ident $c:ident $d:ident $e:ident) => {{
        let mut x: u32 = $init;
        let p = &mut x as *mut u32;
        let r1 = $a(p, $arg);
        let r2 = $b(p, $arg);
        let r3 = $c(p, $arg);
        let r4 = $d(p, $arg);
        let r5 = $e(p, $arg);
        printf(c("%s %x %x %x %x %x -> %x\n\0"), c($label), r1, r2, r3, r4, r5, x);
    }};
}

// A compare-exchange: first with the right expected value (succeeds),
// then with a stale one (fails and returns the current value).
macro_rules! cx {
    ($l:expr, $f:ident) => {{
        let mut x: u64 = 5;
        let p = &mut x as *mut u64;
        let (a, ok1) = $f(p, 5, 7);
        let (b, ok2) = $f(p, 5, 9);
        printf(c("%s %lu %d %lu %d -> %lu\n\0"), c($l), a, ok1 as i32, b, ok2 as i32, x);
    }};
}

// A weak compare-exchange may fail spuriously: retry until it stores.
macro_rules! cxweak {
    ($l:expr, $f:ident) => {{
        let mut x: i16 = -3;
        let p = &mut x as *mut i16;
        let mut tries = 0;
        loop {
            let (seen, ok) = $f(p, -3, 300);
            tries += 1;
            if ok || tries > 100 {
                printf(c("%s %d %d\n\0"), c($l), seen as i32, ok as i32);
                break;
            }
        }
        let (seen, ok) = $f(p, -3, 1);
        printf(c("  stale: %d %d -> %d\n\0"), seen as i32, ok as i32, x as i32);
    }};
}

fn loads_and_stores() {
    unsafe {
        let mut b: u8 = 200;
        let mut w: u16 = 60000;
        let mut d: i32 = -7;
        let mut q: u64 = 1 << 40;
        let mut z: usize = 12345;
        printf(c("load %u %u %d %lu %lu\n\0"), atomic_load(&b as *const u8) as u32, atomic_load_acq(&w as *const u16) as u32,
               atomic_load_relaxed(&d as *const i32), atomic_load_unordered(&q as *const u64), atomic_load(&z as *const usize));
        atomic_store(&mut b as *mut u8, 7);
        atomic_store_rel(&mut w as *mut u16, 8);
        atomic_store_relaxed(&mut d as *mut i32, -9);
        atomic_store_unordered(&mut q as *mut u64, 10);
        atomic_store(&mut z as *mut usize, 11);
        printf(c("store %u %u %d %lu %lu\n\0"), b as u32, w as u32, d, q, z);
    }
}

fn read_modify_write() {
    unsafe {
        rmw5!("xchg\0", 1, 2, atomic_xchg atomic_xchg_acq atomic_xchg_rel atomic_xchg_acqrel atomic_xchg_relaxed);
        rmw5!("xadd\0", 1, 3, atomic_xadd atomic_xadd_acq atomic_xadd_rel atomic_xadd_acqrel atomic_xadd_relaxed);
        rmw5!("xsub\0", 1, 3, atomic_xsub atomic_xsub_acq atomic_xsub_rel atomic_xsub_acqrel atomic_xsub_relaxed);
        rmw5!("and\0", 0xff, 0xf3, atomic_and atomic_and_acq atomic_and_rel atomic_and_acqrel atomic_and_relaxed);
        rmw5!("nand\0", 0xff, 0xf3, atomic_nand atomic_nand_acq atomic_nand_rel atomic_nand_acqrel atomic_nand_relaxed);
        rmw5!("or\0", 1, 0x10, atomic_or atomic_or_acq atomic_or_rel atomic_or_acqrel atomic_or_relaxed);
        rmw5!("xor\0", 1, 0x11, atomic_xor atomic_xor_acq atomic_xor_rel atomic_xor_acqrel atomic_xor_relaxed);
        rmw5!("umax\0", 5, 0x80000000, atomic_umax atomic_umax_acq atomic_umax_rel atomic_umax_acqrel atomic_umax_relaxed);
        rmw5!("umin\0", 5, 3, atomic_umin atomic_umin_acq atomic_umin_rel atomic_umin_acqrel atomic_umin_relaxed);
        // signed: 0x80000000 is i32::MIN
        rmw5!("max\0", 5, 0x80000000, atomic_max atomic_max_acq atomic_max_rel atomic_max_acqrel atomic_max_relaxed);
        rmw5!("min\0", 5, 0x80000000, atomic_min atomic_min_acq atomic_min_rel atomic_min_acqrel atomic_min_relaxed);
        let mut s: i8 = -5;
        let p = &mut s as *mut i8;
        let a = atomic_max(p, -100);
        let b = atomic_max(p, 3);
        let c1 = atomic_min(p, -128);
        let d = atomic_umax(p, 1);
        let e = atomic_umin(p, 127);
        printf(c("i8 %d %d %d %d %d -> %d\n\0"), a as i32, b as i32, c1 as i32, d as i32, e as i32, s as i32);
        let mut w: u16 = 0xffff;
        let f = atomic_xadd(&mut w as *mut u16, 2);
        printf(c("u16 wraps %u -> %u\n\0"), f as u32, w as u32);
    }
}

fn compare_exchange() {
    unsafe {
        cx!("atomic_cxchg\0", atomic_cxchg);
        cx!("atomic_cxchg_acq\0", atomic_cxchg_acq);
        cx!("atomic_cxchg_rel\0", atomic_cxchg_rel);
        cx!("atomic_cxchg_acqrel\0", atomic_cxchg_acqrel);
        cx!("atomic_cxchg_relaxed\0", atomic_cxchg_relaxed);
        cx!("atomic_cxchg_failrelaxed\0", atomic_cxchg_failrelaxed);
        cx!("atomic_cxchg_failacq\0", atomic_cxchg_failacq);
        cx!("atomic_cxchg_acq_failrelaxed\0", atomic_cxchg_acq_failrelaxed);
        cx!("atomic_cxchg_acqrel_failrelaxed\0", atomic_cxchg_acqrel_failrelaxed);
        cxweak!("atomic_cxchgweak\0", atomic_cxchgweak);
        cxweak!("atomic_cxchgweak_acq\0", atomic_cxchgweak_acq);
        cxweak!("atomic_cxchgweak_rel\0", atomic_cxchgweak_rel);
        cxweak!("atomic_cxchgweak_acqrel\0", atomic_cxchgweak_acqrel);
        cxweak!("atomic_cxchgweak_relaxed\0", atomic_cxchgweak_relaxed);
        cxweak!("atomic_cxchgweak_failrelaxed\0", atomic_cxchgweak_failrelaxed);
        cxweak!("atomic_cxchgweak_failacq\0", atomic_cxchgweak_failacq);
        cxweak!("atomic_cxchgweak_acq_failrelaxed\0", atomic_cxchgweak_acq_failrelaxed);
        cxweak!("atomic_cxchgweak_acqrel_failrelaxed\0", atomic_cxchgweak_acqrel_failrelaxed);
    }
}

fn pointers_and_fences() {
    unsafe {
        let arr = [10u32, 20, 30];
        let p0 = &arr[0] as *const u32 as *mut u32;
        let p2 = &arr[2] as *const u32 as *mut u32;
        let mut slot: *mut u32 = p0;
        let sp = &mut slot as *mut *mut u32;
        let old = atomic_xchg(sp, p2);
        printf(c("ptr xchg %u %u\n\0"), *old, *atomic_load(sp as *const *mut u32));
        let (seen, ok) = atomic_cxchg(sp, p0, p0);
        printf(c("ptr cxchg stale %u %d\n\0"), *seen, ok as i32);
        let (seen, ok) = atomic_cxchg(sp, p2, p0);
        printf(c("ptr cxchg %u %d -> %u\n\0"), *seen, ok as i32, *slot);
        atomic_fence();
        atomic_fence_acq();
        atomic_fence_rel();
        atomic_fence_acqrel();
        atomic_singlethreadfence();
        atomic_singlethreadfence_acq();
        atomic_singlethreadfence_rel();
        atomic_singlethreadfence_acqrel();
        printf(c("fences\n\0"));
    }
}

fn main() {
    loads_and_stores();
    read_modify_write();
    compare_exchange();
    pointers_and_fences();
}
