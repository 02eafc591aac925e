// run-pass
// check-run-results
// A #[global_allocator]: the program's allocations (Vec's) go through it
// (rustc links alloc's `__rust_alloc` to its `__rg_alloc`), not through
// std's default System allocator.
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;
static ALLOCS: AtomicUsize = AtomicUsize::new(0);
static FREES: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::SeqCst);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        FREES.fetch_add(1, Ordering::SeqCst);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn main() {
    let before = ALLOCS.load(Ordering::SeqCst);
    let mut v: Vec<u64> = Vec::new();
    v.push(1);
    v.push(2);
    let after = ALLOCS.load(Ordering::SeqCst);
    println!("allocations by the vec: {}", after - before);
    println!("sum {}", v[0] + v[1]);
}
