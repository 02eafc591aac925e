// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// AtomicBool and AtomicPtr: flags, a spin-lock guarding data, pointer swaps.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::cell::UnsafeCell;
use core::ptr;
use core::sync::atomic::{AtomicBool, AtomicPtr, Ordering};

struct SpinLock<T> {
    locked: AtomicBool,
    value: UnsafeCell<T>,
}
unsafe impl<T: Send> Sync for SpinLock<T> {}

impl<T> SpinLock<T> {
    const fn new(v: T) -> Self {
        SpinLock { locked: AtomicBool::new(false), value: UnsafeCell::new(v) }
    }
    fn with<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        while self.locked.compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
            core::hint::spin_loop();
        }
        let r = f(unsafe { &mut *self.value.get() });
        self.locked.store(false, Ordering::Release);
        r
    }
}

static TOTAL: SpinLock<u64> = SpinLock::new(0);

fn run() {
    let f = AtomicBool::new(false);
    println!("{} {}", f.load(Ordering::SeqCst), f.swap(true, Ordering::SeqCst));
    println!("{} {}", f.fetch_and(false, Ordering::SeqCst), f.load(Ordering::SeqCst));
    println!("{} {}", f.fetch_or(true, Ordering::SeqCst), f.fetch_xor(true, Ordering::SeqCst));
    println!("{} {}", f.fetch_nand(true, Ordering::SeqCst), f.load(Ordering::SeqCst));
    println!("{:?}", f.compare_exchange(true, false, Ordering::SeqCst, Ordering::SeqCst));
    println!("{:?}", f.compare_exchange(true, false, Ordering::SeqCst, Ordering::SeqCst));
    for i in 1..=10 {
        TOTAL.with(|t| *t += i);
    }
    println!("{}", TOTAL.with(|t| *t));
    println!("{}", TOTAL.locked.load(Ordering::SeqCst));
    let mut a = 5i32;
    let mut b = 7i32;
    let p = AtomicPtr::new(&mut a as *mut i32);
    println!("{}", unsafe { *p.load(Ordering::SeqCst) });
    let old = p.swap(&mut b, Ordering::SeqCst);
    println!("{} {}", unsafe { *old }, unsafe { *p.load(Ordering::SeqCst) });
    let r = p.compare_exchange(old, ptr::null_mut(), Ordering::SeqCst, Ordering::SeqCst);
    println!("{}", r.is_err());
    let r = p.compare_exchange(&mut b, ptr::null_mut(), Ordering::SeqCst, Ordering::SeqCst);
    println!("{} {}", r.is_ok(), p.load(Ordering::SeqCst).is_null());
    let boxed = alloc::boxed::Box::into_raw(alloc::boxed::Box::new(alloc::string::String::from("in box")));
    let slot: AtomicPtr<alloc::string::String> = AtomicPtr::new(ptr::null_mut());
    slot.store(boxed, Ordering::Release);
    let taken = slot.swap(ptr::null_mut(), Ordering::AcqRel);
    let s = unsafe { alloc::boxed::Box::from_raw(taken) };
    println!("{} {}", s, slot.load(Ordering::Acquire).is_null());
    let once = AtomicBool::new(false);
    for i in 0..3 {
        if !once.swap(true, Ordering::SeqCst) {
            println!("init at {}", i);
        }
    }
}
