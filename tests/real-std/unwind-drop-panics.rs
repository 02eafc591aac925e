// revisions: o0 o2
//[o2] compile-flags: -O
// run-pass
// check-run-results
// A Drop that panics on the normal path (a scope's end): the values
// declared before it are still dropped while the panic unwinds, and
// catch_unwind takes the panic.
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

fn scope_end() {
    let _a = P("a", false);
    let _b = P("b", true);
    let _c = P("c", false);
    println!("end of scope_end");
}

fn explicit() {
    let _x = P("x", false);
    let y = P("y", true);
    let _z = P("z", false);
    drop(y);
    println!("not reached");
}

fn main() {
    panic::set_hook(Box::new(|info| {
        println!("panicked: {}", info.payload().downcast_ref::<String>().map(|s| &s[..]).unwrap_or("?"));
    }));
    println!("{:?}", panic::catch_unwind(scope_end).is_ok());
    println!("{:?}", panic::catch_unwind(explicit).is_ok());
}
