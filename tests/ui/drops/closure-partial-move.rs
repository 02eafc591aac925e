// run-pass
// check-run-results
// An FnOnce closure that moves one capture out of its env drops the others
// at its end (std's thread main moves the user's fn and drops its result
// packet's Arc so that join can take the result).
struct D(&'static str);
impl Drop for D { fn drop(&mut self) { println!("drop {}", self.0); } }
fn consume<F: FnOnce() -> u32>(f: F) -> u32 { f() }
fn main() {
    let a = D("a");
    let b = D("b");
    let f = || 7u32;
    let c = move || { let _keep = &a; consume(f) + { drop(b); 0 } };
    let bx: Box<dyn FnOnce() -> u32> = Box::new(c);
    println!("{}", bx());
    println!("end");
    let a2 = D("a2");
    let g = || 1u32;
    let c2 = move || { let _k = &a2; consume(g) };
    println!("{}", c2());
    println!("end2");
    let a3 = D("a3");
    let g3 = || 1u32;
    let c3 = move || { let _k = &a3; consume(g3) };
    let b3: Box<dyn FnOnce() -> u32> = Box::new(c3);
    println!("{}", b3());
    println!("end3");
}
