// run-pass
// check-run-results
// edition:2021
// Issue 14 case 15: in edition 2021 (as in 2015/2018) a block's tail
// expression temporaries are dropped after the block's locals, in a `let`
// initialiser, a function body, a closure body, a match arm and an unsafe
// block.
struct N(&'static str);
impl Drop for N { fn drop(&mut self) { println!("drop {}", self.0); } }
impl N { fn len(&self) -> usize { self.0.len() } fn me(&self) -> &N { self } }
unsafe fn zero() -> usize { 0 }
fn body() -> usize { let _a = N("fa"); N("ft").len() }
fn main() {
    let n = { let _l = N("local"); N("temp").len() };
    println!("n {}", n);
    println!("body {}", body());
    let c = || { let _cl = N("cl"); N("ct").len() };
    println!("c {}", c());
    let m = match 1 { 1 => { let _ml = N("ml"); N("mt").len() } _ => 0 };
    println!("m {}", m);
    let u = unsafe { let _ul = N("ul"); N("ut").me().len() + zero() };
    println!("u {}", u);
    let s = { let l = N("sl"); N("st").len() + l.len() };
    println!("s {}", s);
    let t = { let _a = N("ta"); let _b = N("tb"); (N("t1").len(), N("t2").len()) };
    println!("t {:?}", t);
    { let _x = N("stmt"); N("stail").len(); }
    println!("end");
}
