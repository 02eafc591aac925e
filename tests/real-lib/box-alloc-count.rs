// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Dropping a Box frees its allocation (issue 14 case 18): 10 million
// `Box::new(12345u64)` in a loop, counted through a #[global_allocator]
// of the program's own, end with as many frees as allocations.
#![no_std]
#![no_main]
#![feature(alloc_error_handler)]
extern crate alloc;
use alloc::boxed::Box;
use alloc::vec::Vec;
use core::alloc::{GlobalAlloc, Layout};
use core::fmt::Write;
use core::sync::atomic::{AtomicUsize, Ordering};

#[link(name = "c")]
extern "C" {
    fn malloc(n: usize) -> *mut u8;
    fn free(p: *mut u8);
    fn write(fd: i32, p: *const u8, n: usize) -> isize;
    fn abort() -> !;
}

static ALLOCS: AtomicUsize = AtomicUsize::new(0);
static FREES: AtomicUsize = AtomicUsize::new(0);

struct Counting;
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        // every layout here has an alignment malloc honours
        malloc(layout.size())
    }
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        FREES.fetch_add(1, Ordering::Relaxed);
        free(ptr)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

struct Out;
impl Write for Out {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        unsafe { write(1, s.as_ptr(), s.len()) };
        Ok(())
    }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    unsafe { abort() }
}

#[alloc_error_handler]
fn oom(_: Layout) -> ! {
    unsafe { abort() }
}

fn counts() -> (usize, usize) {
    (ALLOCS.load(Ordering::Relaxed), FREES.load(Ordering::Relaxed))
}

struct N(u32);
impl Drop for N {
    fn drop(&mut self) {
        let _ = writeln!(Out, "drop {}", self.0);
    }
}

#[no_mangle]
pub extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    let (a0, f0) = counts();
    let mut sum = 0u64;
    for i in 0..10_000_000u64 {
        let b = Box::new(12345u64 + (i & 7));
        sum = sum.wrapping_add(*b);
    }
    let (a1, f1) = counts();
    let _ = writeln!(Out, "sum {} allocs {} frees {}", sum, a1 - a0, f1 - f0);
    {
        let b = Box::new(N(1));
        let n = *b;
        let _ = writeln!(Out, "moved {}", n.0);
    }
    let v: Vec<Box<N>> = (2..5).map(|i| Box::new(N(i))).collect();
    drop(v);
    let u: Box<()> = Box::new(());
    drop(u);
    let s: Box<[u64]> = Box::new([1u64, 2, 3]);
    drop(s);
    let (a2, f2) = counts();
    let _ = writeln!(Out, "allocs {} frees {}", a2 - a1, f2 - f1);
    0
}
