// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// va_arg, va_copy and va_end on an x86_64 System V va_list (core's
// VaListImpl layout), built by hand: integers and pointers come from the
// general register save area, f64 from the SSE one, and both from the
// overflow (stack) area once their register area is used up.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[lang = "va_list"]
#[repr(C)]
pub struct VaListImpl<'f> {
    gp_offset: i32,
    fp_offset: i32,
    overflow_arg_area: *mut u8,
    reg_save_area: *mut u8,
    _marker: PhantomData<&'f mut &'f u8>,
}

extern "rust-intrinsic" {
    fn va_end(ap: &mut VaListImpl<'_>);
    fn va_copy<'f>(dest: *mut VaListImpl<'f>, src: &VaListImpl<'f>);
    fn va_arg<T>(ap: &mut VaListImpl<'_>) -> T;
}

fn main() {
    unsafe {
        // six 8-byte general registers, then eight 16-byte SSE registers
        let mut save = [0u64; 22];
        save[4] = 44;
        save[5] = (-5i64) as u64;
        save[6] = 0x4004000000000000; // 2.5
        save[20] = 0x4010000000000000; // 4.0 (the last SSE slot)
        let mut stack = [7u64, 0x4020000000000000, 9, 0xffff_ff80];
        let mut ap = VaListImpl {
            gp_offset: 32,
            fp_offset: 160,
            overflow_arg_area: &mut stack[0] as *mut u64 as *mut u8,
            reg_save_area: &mut save[0] as *mut u64 as *mut u8,
            _marker: PhantomData,
        };
        let a: u64 = va_arg(&mut ap);
        let mut copy = VaListImpl { gp_offset: 0, fp_offset: 0, overflow_arg_area: 0 as *mut u8, reg_save_area: 0 as *mut u8, _marker: PhantomData };
        va_copy(&mut copy as *mut VaListImpl, &ap);
        let b: i64 = va_arg(&mut ap);
        let c1: f64 = va_arg(&mut ap);
        let d: i32 = va_arg(&mut ap);
        let e: f64 = va_arg(&mut ap);
        let f: usize = va_arg(&mut ap);
        let g: i8 = va_arg(&mut ap);
        printf(c("%lu %ld %g %d %g %lu %d\n\0"), a, b, c1, d, e, f, g as i32);
        printf(c("%d %d\n\0"), ap.gp_offset, ap.fp_offset);
        let again: i64 = va_arg(&mut copy);
        let fp_again: f64 = va_arg(&mut copy);
        printf(c("%ld %g %d\n\0"), again, fp_again, copy.gp_offset);
        va_end(&mut ap);
        va_end(&mut copy);
        let _ = save[6];
    }
}
