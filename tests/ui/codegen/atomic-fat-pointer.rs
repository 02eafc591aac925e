// build-fail
// rcc's own error (rustc 1.63's LLVM aborts on it): an atomic intrinsic
// on a fat raw pointer has no atomic instruction of its size.
#![feature(core_intrinsics)]
fn main() {
    let mut a = [1u8, 2];
    let mut p: *mut [u8] = &mut a[..];
    let q = unsafe { std::intrinsics::atomic_load(&mut p as *mut *mut [u8]) };
    //~^ ERROR atomic intrinsics need an integer or thin raw pointer type, not `*mut [u8]`
    let _ = q;
}
