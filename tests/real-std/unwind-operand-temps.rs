// revisions: o0 o2
//[o2] compile-flags: -O
// run-pass
// check-run-results
// The operands already evaluated when a later one panics are dropped
// while the panic unwinds (an aggregate, a call's arguments, a Box of an
// array under construction); once used, they are not dropped again.
use std::panic;

struct D(u32);
impl Drop for D {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn die() -> D {
    panic!("die")
}

fn take(a: D, b: D, c: D) -> u32 {
    a.0 + b.0 + c.0
}

fn main() {
    panic::set_hook(Box::new(|_| println!("panicked")));
    let r = panic::catch_unwind(|| {
        let _t = (D(1), D(2), die(), D(4));
    });
    println!("tuple: {}", r.is_err());
    let r = panic::catch_unwind(|| take(D(5), D(6), die()));
    println!("call: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let _b: Box<[D; 3]> = Box::new([D(7), die(), D(9)]);
    });
    println!("box: {}", r.is_err());
    let r = panic::catch_unwind(|| {
        let n = take(D(10), D(11), D(12));
        println!("sum {}", n);
        let _v = vec![D(13), D(14)];
        let _w = vec![D(15), die()];
    });
    println!("used: {}", r.is_err());
}
