// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Raw allocation through the global allocator with Layouts: alloc, alloc_zeroed, realloc, dealloc.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::alloc::{alloc, alloc_zeroed, dealloc, realloc};
use core::alloc::Layout;
use core::ptr;

struct RawBuf {
    ptr: *mut u32,
    cap: usize,
    len: usize,
}

impl RawBuf {
    fn new() -> Self {
        RawBuf { ptr: ptr::null_mut(), cap: 0, len: 0 }
    }
    fn push(&mut self, v: u32) {
        if self.len == self.cap {
            let new_cap = if self.cap == 0 { 2 } else { self.cap * 2 };
            let new_layout = Layout::array::<u32>(new_cap).unwrap();
            let p = unsafe {
                if self.cap == 0 {
                    alloc(new_layout)
                } else {
                    realloc(self.ptr as *mut u8, Layout::array::<u32>(self.cap).unwrap(), new_layout.size())
                }
            };
            assert!(!p.is_null());
            self.ptr = p as *mut u32;
            self.cap = new_cap;
            println!("grow to {}", new_cap);
        }
        unsafe { self.ptr.add(self.len).write(v) };
        self.len += 1;
    }
    fn as_slice(&self) -> &[u32] {
        if self.len == 0 { &[] } else { unsafe { core::slice::from_raw_parts(self.ptr, self.len) } }
    }
}

impl Drop for RawBuf {
    fn drop(&mut self) {
        if self.cap > 0 {
            unsafe { dealloc(self.ptr as *mut u8, Layout::array::<u32>(self.cap).unwrap()) };
            println!("freed {}", self.cap);
        }
    }
}

fn run() {
    let mut b = RawBuf::new();
    for i in 0..20 {
        b.push(i * 3);
    }
    println!("{:?}", b.as_slice());
    drop(b);
    let layout = Layout::from_size_align(64, 16).unwrap();
    unsafe {
        let z = alloc_zeroed(layout);
        let all_zero = core::slice::from_raw_parts(z, 64).iter().all(|&x| x == 0);
        println!("zeroed {} aligned {}", all_zero, z as usize % 16 == 0);
        ptr::write_bytes(z, 0xab, 64);
        println!("{:#x}", *z.add(63));
        dealloc(z, layout);
    }
    let big = Layout::from_size_align(100, 256).unwrap();
    unsafe {
        let p = alloc(big);
        println!("256-aligned {}", p as usize % 256 == 0);
        ptr::copy_nonoverlapping(b"abcdef".as_ptr(), p, 6);
        let q = realloc(p, big, 300);
        println!("{:?} {}", core::str::from_utf8(core::slice::from_raw_parts(q, 6)), q as usize % 256 == 0);
        dealloc(q, Layout::from_size_align(300, 256).unwrap());
    }
    let v: alloc::vec::Vec<u128> = alloc::vec![u128::MAX; 3];
    println!("{} {}", v.as_ptr() as usize % core::mem::align_of::<u128>() == 0, v[2]);
}
