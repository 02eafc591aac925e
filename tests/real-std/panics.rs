// run-fail
// check-run-results
// Panics on the real std: catch_unwind (Ok, Err with &str and String
// payloads, resume_unwind), a panicking thread's join, a named thread's
// message, a custom hook, the output flushed and exit status 101 when
// main panics.
use std::any::Any;
use std::panic;
use std::thread;

fn payload(e: &Box<dyn Any + Send>) -> String {
    if let Some(s) = e.downcast_ref::<&str>() {
        format!("&str {:?}", s)
    } else if let Some(s) = e.downcast_ref::<String>() {
        format!("String {:?}", s)
    } else if let Some(n) = e.downcast_ref::<i32>() {
        format!("i32 {}", n)
    } else {
        "other".to_string()
    }
}

fn deep(n: u32) -> u32 {
    if n == 0 {
        panic!("deep end");
    }
    deep(n - 1) + 1
}

fn main() {
    println!("ok: {:?}", panic::catch_unwind(|| 40 + 2));
    let e = panic::catch_unwind(|| {
        if true {
            panic!("literal");
        }
    })
    .unwrap_err();
    println!("caught {}", payload(&e));
    let e = panic::catch_unwind(|| deep(50)).unwrap_err();
    println!("caught {}", payload(&e));
    let x = 7;
    let e = panic::catch_unwind(|| panic!("formatted {}", x)).unwrap_err();
    println!("caught {}", payload(&e));
    let e = panic::catch_unwind(|| panic::resume_unwind(Box::new(5i32))).unwrap_err();
    println!("caught {}", payload(&e));
    // nested: the inner catch takes the inner panic, the outer the outer
    let r = panic::catch_unwind(|| {
        let inner = panic::catch_unwind(|| panic!("inner"));
        println!("inner caught: {}", inner.is_err());
        panic!("outer");
    });
    println!("outer caught {}", payload(&r.unwrap_err()));
    // threads
    let h = thread::spawn(|| -> u32 { panic!("in a thread") });
    println!("join: {}", payload(&h.join().unwrap_err()));
    let h = thread::Builder::new().name("worker".into()).spawn(|| 5).unwrap();
    println!("join ok: {:?}", h.join().ok());
    let h = thread::Builder::new().name("named".into()).spawn(|| { let v: Vec<u8> = Vec::new(); v[1] }).unwrap();
    println!("named join err: {}", h.join().is_err());
    println!("panicking: {}", thread::panicking());
    // a hook replaces the message
    panic::set_hook(Box::new(|info| {
        eprintln!("hook: {}", info);
    }));
    let _ = panic::catch_unwind(|| panic!("through the hook"));
    panic::set_hook(Box::new(|_| {}));
    let mut total = 0u64;
    for i in 0..1000u64 {
        total += panic::catch_unwind(move || if i % 3 == 0 { panic!("x") } else { i }).unwrap_or(0);
    }
    let _ = panic::take_hook();
    println!("total {}", total);
    print!("unflushed, then ");
    let r: Result<u8, String> = Err("bad".to_string());
    r.unwrap();
}
