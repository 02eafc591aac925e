// revisions: o0 o2
//[o2] compile-flags: -O
// run-pass
// check-run-results
// Drop glue cleans up while a panic unwinds: when a field's drop (or
// the type's own Drop::drop) panics, the fields after it are still
// dropped; a Vec's or an array's elements after the panicking one; a
// Box's allocation; a Fn closure called through FnOnce is dropped; a
// tuple's Clone drops the clones made so far.
use std::panic;

struct P(&'static str, bool);
impl Drop for P {
    fn drop(&mut self) {
        println!("drop {}", self.0);
        if self.1 {
            panic!("drop of {} panics", self.0);
        }
    }
}

struct Fields {
    _a: P,
    _b: P,
    _c: P,
}

struct Own(P, P);
impl Drop for Own {
    fn drop(&mut self) {
        println!("Own::drop");
        panic!("Own::drop panics");
    }
}

enum E {
    _A(P, P, P),
}

struct C(&'static str, bool);
impl Clone for C {
    fn clone(&self) -> C {
        println!("clone {}", self.0);
        if self.1 {
            panic!("clone of {} panics", self.0);
        }
        C(self.0, false)
    }
}
impl Drop for C {
    fn drop(&mut self) {
        println!("drop clone {}", self.0);
    }
}

fn call_once<F: FnOnce()>(f: F) {
    f()
}

fn main() {
    panic::set_hook(Box::new(|_| println!("panicked")));
    let r = panic::catch_unwind(|| {
        let _f = Fields { _a: P("a", false), _b: P("b", true), _c: P("c", false) };
    });
    println!("struct: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let _o = Own(P("own 0", false), P("own 1", false));
    });
    println!("own drop: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let _e = E::_A(P("e 0", true), P("e 1", false), P("e 2", false));
    });
    println!("enum: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let _v = vec![P("v 0", false), P("v 1", true), P("v 2", false), P("v 3", false)];
    });
    println!("vec: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let _v = [P("arr 0", true), P("arr 1", false)];
    });
    println!("array: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let _b = Box::new((P("box 0", true), P("box 1", false)));
    });
    println!("box: {}", r.is_err());
    let p = P("in the closure", false);
    let r = panic::catch_unwind(panic::AssertUnwindSafe(|| {
        call_once(move || {
            println!("closure sees {}", p.0);
            panic!("closure panics");
        })
    }));
    println!("closure: {}", r.is_err());
    let t = (C("t 0", false), C("t 1", false), C("t 2", true));
    let r = panic::catch_unwind(panic::AssertUnwindSafe(|| {
        let _c = t.clone();
    }));
    println!("clone: {}", r.is_err());
}
