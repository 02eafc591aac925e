// run-pass
// check-run-results
// Issue 14 case 16: an `if let` scrutinee's temporaries are dropped at
// the end of the `if let` (after the branches), also with `else if let`,
// as a `let` initialiser and a function's tail; a match guard's
// temporaries are dropped when the guard has been evaluated.
struct N(&'static str);
impl Drop for N { fn drop(&mut self) { println!("drop {}", self.0); } }
impl N { fn len(&self) -> usize { self.0.len() } fn get(&self) -> Option<usize> { Some(self.0.len()) } }
fn f() -> u32 { if let 3 = N("ft").len() { 1 } else { 2 } }
fn main() {
    if let 3 = N("s").len() { } else { }
    println!("a");
    if let 3 = N("s2").len() { println!("yes") } else if let 2 = N("e2").len() { println!("e") } else { println!("no") }
    println!("b");
    if let Some(x) = N("opt").get() { println!("x {}", x); }
    println!("c");
    let r = if let Some(_) = N("r").get() { N("in").len() } else { 0 };
    println!("r {}", r);
    println!("f {}", f());
    match N("g").len() { x if N("guard").len() == x => println!("guard"), _ => println!("noguard") }
    println!("d");
    let mut k = 0;
    while let Some(v) = N("wl").get() { k += v; if k > 3 { break } }
    println!("end");
}
