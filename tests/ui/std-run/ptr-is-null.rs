// run-pass
// check-run-results
// edition:2021
// rcc: intrinsics::ptr_guaranteed_eq is compiled as `!=` (cg_intrinsic.c
// tests n[14] == 'e', but n[14] is '_' in "ptr_guaranteed_eq"; should be
// n[15]). So <*const T>::is_null() is inverted, and Vec/alloc abort with
// "memory allocation of N bytes failed".
fn main() {
    let x = 5u8;
    let p = &x as *const u8;
    println!("{} {}", p.is_null(), std::ptr::null::<u8>().is_null()); // rustc: false true
}
