// revisions: o0 o2
//[o2] compile-flags: -O
// run-pass
// check-run-results
// Drops run while a panic unwinds (cleanup blocks): the live values of
// each frame between the panic and catch_unwind are dropped innermost
// first, in reverse declaration order; moved values are not dropped
// (drop flags); temporaries and arguments too; a loop's values; Box
// and Vec contents.
use std::panic;

struct D(&'static str);
impl Drop for D {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn consume(d: D) {
    println!("consumed {}", d.0);
}

fn inner(n: u32) -> u32 {
    let _a = D("inner a");
    let _b = D("inner b");
    if n > 0 {
        panic!("inner panics");
    }
    n
}

fn middle(n: u32) -> u32 {
    let _m = D("middle");
    let v = vec![D("vec 1"), D("vec 2")];
    let r = inner(n) + 1;
    drop(v);
    r
}

fn outer(n: u32) -> u32 {
    let _o = D("outer");
    let b = Box::new(D("boxed"));
    let r = middle(n);
    println!("not reached {}", b.0);
    r
}

fn cond_move(take: bool) {
    let x = D("maybe moved");
    let _y = D("kept");
    if take {
        consume(x);
    }
    panic!("after the conditional move");
}

fn arg_drop(d: D, n: u32) {
    let _l = D("local");
    if n > 0 {
        panic!("with an argument {}", d.0);
    }
}

fn in_loop() {
    let _before = D("before the loop");
    for i in 0..3 {
        let _it = D(if i == 0 { "iteration 0" } else if i == 1 { "iteration 1" } else { "iteration 2" });
        if i == 1 {
            panic!("in the loop");
        }
    }
}

fn partial() {
    let pair = (D("pair 0"), D("pair 1"));
    consume(pair.0);
    panic!("after a partial move");
}

fn nested_blocks() {
    let _a = D("block outer");
    {
        let _b = D("block inner");
        let _t = (D("tuple x"), 5);
        {
            let s = String::from("a string");
            let _c = D("block innermost");
            assert!(s.len() > 100, "assertion in a block");
        }
    }
}

fn main() {
    panic::set_hook(Box::new(|_| {}));
    println!("{:?}", panic::catch_unwind(|| outer(0)).is_ok());
    println!("---");
    println!("{:?}", panic::catch_unwind(|| outer(1)).is_ok());
    println!("---");
    println!("{:?}", panic::catch_unwind(|| cond_move(true)).is_ok());
    println!("---");
    println!("{:?}", panic::catch_unwind(|| cond_move(false)).is_ok());
    println!("---");
    println!("{:?}", panic::catch_unwind(|| arg_drop(D("argument"), 1)).is_ok());
    println!("---");
    println!("{:?}", panic::catch_unwind(in_loop).is_ok());
    println!("---");
    println!("{:?}", panic::catch_unwind(partial).is_ok());
    println!("---");
    println!("{:?}", panic::catch_unwind(nested_blocks).is_ok());
    println!("---");
    let d = D("captured");
    let r = panic::catch_unwind(panic::AssertUnwindSafe(move || {
        let _inside = D("inside the closure");
        println!("closure has {}", d.0);
        let v: Vec<u32> = Vec::new();
        v[3]
    }));
    println!("{:?}", r.is_ok());
    println!("end");
}
