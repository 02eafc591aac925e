// revisions: o0 o2
//[o2] compile-flags: -O
// run-pass
// check-run-results
// Assignments drop the old value first: when that drop panics, the new
// value is in place (rustc's DropAndReplace) and the frame is cleaned up
// as usual; a field moved out and assigned again is dropped once, with
// its new value.
#![allow(unused_assignments)]
use std::panic;

struct P(&'static str, bool);
impl Drop for P {
    fn drop(&mut self) {
        println!("drop {}", self.0);
        if self.1 {
            self.0 = "dropped";
            panic!("drop panics");
        }
    }
}

struct Observer<'a>(&'a mut P);
impl Drop for Observer<'_> {
    fn drop(&mut self) {
        println!("observer sees {}", (self.0).0);
    }
}

fn through_ref(o: &mut Observer) {
    *o.0 = P("new through a reference", false);
}

fn main() {
    panic::set_hook(Box::new(|_| println!("panicked")));
    let r = panic::catch_unwind(|| {
        let _k = P("kept", false);
        let mut x = P("old local", true);
        x = P("new local", false);
        println!("not reached {}", x.0);
    });
    println!("local: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let mut pair = (P("first", false), P("old field", true));
        pair.1 = P("new field", false);
        println!("not reached {}", (pair.0).0);
    });
    println!("field: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let mut bomb = P("old behind a reference", true);
        let mut o = Observer(&mut bomb);
        through_ref(&mut o);
    });
    println!("reference: {}", r.is_err());
    let mut a = (0, Some(String::from("right")));
    let b = match a.1 {
        Some(v) => {
            a.1 = Some(String::from("wrong"));
            v
        }
        None => String::new(),
    };
    println!("{} {:?}", b, a.1);
}
