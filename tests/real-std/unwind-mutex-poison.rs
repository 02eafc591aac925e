// revisions: o0 o2
//[o2] compile-flags: -O
// run-pass
// check-run-results
// A MutexGuard alive in a thread that panics is dropped while the panic
// unwinds: the mutex is unlocked and poisoned. Also an RwLock, and a
// RefCell borrow released by unwinding inside catch_unwind.
use std::cell::RefCell;
use std::panic;
use std::sync::{Arc, Mutex, RwLock};
use std::thread;

fn main() {
    panic::set_hook(Box::new(|info| {
        println!("hook: {}", info.payload().downcast_ref::<&str>().unwrap_or(&"?"));
    }));
    let m = Arc::new(Mutex::new(vec![1, 2, 3]));
    let m2 = Arc::clone(&m);
    let r = thread::spawn(move || {
        let mut g = m2.lock().unwrap();
        g.push(4);
        panic!("while locked");
    })
    .join();
    println!("thread ok: {}", r.is_ok());
    println!("poisoned: {}", m.is_poisoned());
    match m.lock() {
        Ok(_) => println!("lock: Ok"),
        Err(e) => println!("lock: Err({:?})", &*e.into_inner()),
    }
    let m = Arc::try_unwrap(m).unwrap();
    match m.into_inner() {
        Ok(v) => println!("into_inner: Ok({:?})", v),
        Err(e) => println!("into_inner: Err({:?})", e.into_inner()),
    }

    let rw = Arc::new(RwLock::new(10));
    let rw2 = Arc::clone(&rw);
    let _ = thread::spawn(move || {
        let _w = rw2.write().unwrap();
        panic!("while writing");
    })
    .join();
    println!("rwlock poisoned: {}", rw.is_poisoned());
    println!("rwlock read: {}", rw.read().map(|v| *v).unwrap_or_else(|e| *e.into_inner() + 1000));

    let cell = RefCell::new(5);
    let r = panic::catch_unwind(panic::AssertUnwindSafe(|| {
        let mut b = cell.borrow_mut();
        *b += 1;
        panic!("while borrowed");
    }));
    println!("caught: {}", r.is_err());
    println!("borrow after: {:?}", cell.try_borrow_mut().map(|v| *v));
}
