// run-pass
// check-run-results
// Moves out of a by-value closure environment: a capture moved out of
// its enum and assigned back (the old value was moved: no drop), and a
// closure capturing another closure that it moves out (FnOnce, not Fn:
// the inner closure's captures decide whether it is Copy).
struct D(&'static str);
impl Drop for D {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn call_once<F: FnOnce(u32)>(f: F) {
    f(7);
}

fn main() {
    let mut foo: Option<Box<D>> = Some(Box::new(D("boxed")));
    let f = move || {
        match foo {
            None => {}
            Some(x) => {
                println!("took {}", x.0);
                foo = Some(x);
            }
        }
        println!("unwrapped {}", foo.unwrap().0);
    };
    f();

    let three = Box::new(3u32);
    let inner = move |n: u32| println!("inner {}", *three + n);
    let outer = move || call_once(inner);
    outer();

    let d = D("moved twice");
    let g = move || {
        let h = move || drop(d);
        h();
    };
    g();
    println!("end");
}
