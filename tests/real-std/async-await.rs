// run-pass
// edition:2021
// check-run-results
// async/await on the real std with a hand-written executor: async fns
// calling async fns, a future that is pending once, async blocks (move
// and borrowing), `?` in an async fn, boxed `dyn Future`s and recursion
// through them, parameters dropped as rustc drops them, a future dropped
// before it completes, and a future polled again after completion.
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll, RawWaker, RawWakerVTable, Waker};

static WAKES: AtomicUsize = AtomicUsize::new(0);

fn waker_vtable<T>() -> &'static RawWakerVTable {
    unsafe fn clone<T>(p: *const ()) -> RawWaker {
        RawWaker::new(p, waker_vtable::<T>())
    }
    unsafe fn wake<T>(_: *const ()) {
        WAKES.fetch_add(1, Ordering::SeqCst);
    }
    unsafe fn drop<T>(_: *const ()) {}
    &RawWakerVTable::new(clone::<T>, wake::<T>, wake::<T>, drop::<T>)
}

fn block_on<F: Future>(f: F) -> F::Output {
    let waker = unsafe { Waker::from_raw(RawWaker::new(std::ptr::null(), waker_vtable::<u8>())) };
    let mut cx = Context::from_waker(&waker);
    let mut f = Box::pin(f);
    let mut polls = 0;
    loop {
        polls += 1;
        if let Poll::Ready(v) = f.as_mut().poll(&mut cx) {
            println!("  ({} polls)", polls);
            return v;
        }
    }
}

/// Pending the first time it is polled.
struct Later(u32, bool);
impl Future for Later {
    type Output = u32;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<u32> {
        if self.1 {
            Poll::Ready(self.0)
        } else {
            self.1 = true;
            cx.waker().wake_by_ref();
            Poll::Pending
        }
    }
}

struct D(String);
impl Drop for D {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

async fn add(a: u32, b: u32) -> u32 {
    Later(a, false).await + Later(b, false).await
}

async fn greet(name: &str, times: u32) -> String {
    let mut s = String::new();
    for i in 0..times {
        s.push_str(name);
        s.push_str(&add(i, 1).await.to_string());
    }
    s
}

async fn parse_sum(a: &str, b: &str) -> Result<i32, std::num::ParseIntError> {
    let x: i32 = a.parse()?;
    let y: i32 = b.parse()?;
    Ok(Later(0, false).await as i32 + x + y)
}

fn fib(n: u32) -> Pin<Box<dyn Future<Output = u64>>> {
    Box::pin(async move {
        if n < 2 {
            n as u64
        } else {
            fib(n - 1).await + fib(n - 2).await
        }
    })
}

async fn params(a: D, _: D, (b, _c): (D, D)) {
    println!("in body {} {}", a.0, b.0);
    Later(0, false).await;
    println!("body ends");
}

fn main() {
    println!("add: {}", block_on(add(2, 3)));
    println!("greet: {}", block_on(greet("x", 3)));
    println!("parse_sum ok: {:?}", block_on(parse_sum("4", "5")));
    println!("parse_sum err: {}", block_on(parse_sum("4", "z")).is_err());
    println!("fib(10): {}", block_on(fib(10)));

    let v = vec![1u32, 2, 3];
    let total = block_on(async {
        let mut t = 0;
        for x in &v {
            t += Later(*x, false).await;
        }
        t
    });
    println!("borrowing block: {} (v still has {})", total, v.len());
    let owned = block_on(async move { v.into_iter().map(|x| x * 2).sum::<u32>() });
    println!("move block: {}", owned);

    let futs: Vec<Pin<Box<dyn Future<Output = u32>>>> = vec![Box::pin(add(1, 1)), Box::pin(async { 7 })];
    for f in futs {
        println!("boxed: {}", block_on(f));
    }

    block_on(params(D("a".into()), D("ignored".into()), (D("b".into()), D("c".into()))));

    // dropped while suspended: the locals alive at the await are dropped
    {
        let fut = async {
            let _x = D("held across await".into());
            Later(1, false).await;
            let _y = D("never made".into());
        };
        let waker = unsafe { Waker::from_raw(RawWaker::new(std::ptr::null(), waker_vtable::<u8>())) };
        let mut cx = Context::from_waker(&waker);
        let mut fut = Box::pin(fut);
        println!("first poll pending: {}", fut.as_mut().poll(&mut cx).is_pending());
        println!("dropping the suspended future");
    }

    let r = std::panic::catch_unwind(|| {
        let waker = unsafe { Waker::from_raw(RawWaker::new(std::ptr::null(), waker_vtable::<u8>())) };
        let mut cx = Context::from_waker(&waker);
        let mut fut = Box::pin(async { 1 });
        let _ = fut.as_mut().poll(&mut cx);
        let _ = fut.as_mut().poll(&mut cx);
    });
    println!("polled after completion: {}", r.is_err());
    println!("wakes: {}", WAKES.load(Ordering::SeqCst));
    let _ = Arc::new(0);
}
