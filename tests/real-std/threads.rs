// run-pass
// edition:2021
// check-run-results
// Threads on the real std: spawn/join, scoped threads, Mutex, RwLock,
// Condvar, mpsc, Once, thread_local!, atomics, HashMap/BTreeMap.
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex, Once, RwLock};
use std::thread;

static COUNT: AtomicUsize = AtomicUsize::new(0);
static INIT: Once = Once::new();
thread_local! {
    static LOCAL: std::cell::Cell<u32> = std::cell::Cell::new(1);
}

fn main() {
    let total = Arc::new(Mutex::new(0u64));
    let mut hs = Vec::new();
    for i in 0..4u64 {
        let t = Arc::clone(&total);
        hs.push(thread::spawn(move || {
            for k in 0..1000 {
                *t.lock().unwrap() += i * k;
                COUNT.fetch_add(1, Ordering::SeqCst);
            }
            LOCAL.with(|l| l.set(l.get() + i as u32));
            LOCAL.with(|l| l.get())
        }));
    }
    let locals: Vec<u32> = hs.into_iter().map(|h| h.join().unwrap()).collect();
    println!("total {} count {} locals {:?} main local {}", *total.lock().unwrap(), COUNT.load(Ordering::SeqCst),
             locals, LOCAL.with(|l| l.get()));

    let (tx, rx) = mpsc::channel();
    for id in 0..3 {
        let tx = tx.clone();
        thread::spawn(move || {
            for j in 0..3 {
                tx.send(id * 10 + j).unwrap();
            }
        });
    }
    drop(tx);
    let mut got: Vec<i32> = rx.iter().collect();
    got.sort();
    println!("{:?}", got);

    let data = vec![1, 2, 3, 4, 5, 6];
    let (left, right) = data.split_at(3);
    let (a, b) = thread::scope(|s| {
        let ha = s.spawn(|| left.iter().sum::<i32>());
        let hb = s.spawn(|| right.iter().sum::<i32>());
        (ha.join().unwrap(), hb.join().unwrap())
    });
    println!("scoped {} {}", a, b);

    let lock = RwLock::new(vec![1]);
    lock.write().unwrap().push(2);
    println!("rwlock {:?}", *lock.read().unwrap());

    let pair = Arc::new((Mutex::new(false), Condvar::new()));
    let p2 = Arc::clone(&pair);
    let h = thread::spawn(move || {
        *p2.0.lock().unwrap() = true;
        p2.1.notify_one();
    });
    let mut ready = pair.0.lock().unwrap();
    while !*ready {
        ready = pair.1.wait(ready).unwrap();
    }
    drop(ready);
    h.join().unwrap();
    println!("condvar ok");

    INIT.call_once(|| println!("once"));
    INIT.call_once(|| println!("twice?"));

    let mut m = HashMap::new();
    for w in "the quick brown fox jumps over the lazy dog the end".split(' ') {
        *m.entry(w).or_insert(0) += 1;
    }
    let mut v: Vec<_> = m.into_iter().collect();
    v.sort();
    println!("{:?}", v);
    let b: BTreeMap<i32, &str> = [(3, "c"), (1, "a"), (2, "b")].into_iter().collect();
    println!("{:?}", b);
    println!("{:?}", thread::current().name());
}
