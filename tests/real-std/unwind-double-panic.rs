// revisions: o0 o2
//[o2] compile-flags: -O
// run-fail
// check-run-results
// failure-status: 134
// A Drop that panics while a panic unwinds aborts the process: std's
// "thread panicked while panicking. aborting." (SIGABRT).
struct Bomb;
impl Drop for Bomb {
    fn drop(&mut self) {
        println!("bomb drops");
        panic!("panic in drop");
    }
}

struct Quiet(&'static str);
impl Drop for Quiet {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn f() {
    let _q = Quiet("before the bomb");
    let _b = Bomb;
    let _r = Quiet("after the bomb");
    panic!("first panic");
}

fn main() {
    let _ = std::panic::catch_unwind(|| f());
    println!("not reached");
}
