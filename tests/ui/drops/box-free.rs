// run-pass
// check-run-results
// Dropping a Box drops its contents and then frees the allocation
// (box_free), also when the contents were moved out (`*b`, then maybe
// refilled) or the box holds an unsized value; counted with a
// #[global_allocator].
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;
static LIVE: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(1, Ordering::SeqCst);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(1, Ordering::SeqCst);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

struct N(&'static str);
impl Drop for N {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

trait T {
    fn name(&self) -> &'static str;
}
impl T for N {
    fn name(&self) -> &'static str {
        self.0
    }
}

fn live() -> usize {
    LIVE.load(Ordering::SeqCst)
}

fn main() {
    println!("start");
    let base = live();
    for i in 0..1000u64 {
        let b = Box::new(12345u64 + i);
        assert!(*b >= 12345);
    }
    println!("after the loop: {}", live() - base);
    {
        let _b = Box::new(N("boxed"));
        println!("in scope: {}", live() - base);
    }
    println!("after the scope: {}", live() - base);
    {
        let b = Box::new(N("moved out"));
        let n = *b;
        println!("moved: {} {}", n.0, live() - base);
    }
    println!("after the move: {}", live() - base);
    {
        let d: Box<dyn T> = Box::new(N("dyn"));
        println!("dyn: {}", d.name());
    }
    println!("after dyn: {}", live() - base);
    {
        let bb = Box::new(Box::new(N("nested")));
        let inner = *bb;
        println!("inner: {}", inner.name());
    }
    println!("after nested: {}", live() - base);
    {
        let mut b = Box::new(N("x"));
        let m = *b;
        *b = N("y");
        println!("moved {}, refilled", m.0);
    }
    println!("after refill: {}", live() - base);
    {
        let s = S { _a: N("a"), b: Box::new(N("b")) };
        let n = *s.b;
        println!("moved {} from a field", n.0);
    }
}

struct S {
    _a: N,
    b: Box<N>,
}
