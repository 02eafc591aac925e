// run-pass
// check-run-results
// A foreign static with `#[linkage = "extern_weak"]` (std's
// thread_local_dtor reads `__cxa_thread_atexit_impl` so) holds the
// symbol's address, null when no object defines it.
#![feature(linkage)]
use std::os::raw::c_void;

extern "C" {
    #[linkage = "extern_weak"]
    static malloc: *const c_void;
    #[linkage = "extern_weak"]
    static rcc_no_such_symbol_anywhere: *const c_void;
    fn free(p: *mut c_void);
}

fn main() {
    unsafe {
        println!("{} {}", malloc.is_null(), rcc_no_such_symbol_anywhere.is_null());
        // the address is the function itself
        let f: extern "C" fn(usize) -> *mut c_void = std::mem::transmute(malloc);
        let p = f(16);
        println!("{}", p.is_null());
        free(p);
    }
}
