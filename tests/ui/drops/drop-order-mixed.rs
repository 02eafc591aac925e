// run-pass
// check-run-results
// Drop order and partial moves mixed in one body: `?`, loop break values,
// if-let and match partial moves out of enum locals.
struct N(&'static str);
impl Drop for N {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}
impl N {
    fn len(&self) -> usize { self.0.len() }
    fn get(&self) -> Option<usize> { Some(self.0.len()) }
}
enum E { A(N, N), B(N) }
fn f(x: Option<N>) -> Option<usize> {
    let n = x?;
    Some(n.len())
}
fn g() -> usize {
    let _a = N("ga");
    N("gt").len()
}
fn main() {
    let mut i = 0;
    while let Some(k) = N("wl").get() {
        i += k;
        if i > 4 { break; }
        println!("iter");
    }
    let v = loop { let _x = N("lx"); break N("lb").len(); };
    println!("v {}", v);
    println!("{:?} {:?}", f(Some(N("q"))), f(None));
    println!("g {}", g());
    let e = E::A(N("ea"), N("eb"));
    if let E::A(_, y) = e { println!("y {}", y.0); }
    println!("after e");
    let e2 = E::B(N("b1"));
    match e2 { E::A(x, _) => println!("{}", x.0), E::B(ref z) => println!("z {}", z.0) }
    let c = || N("cl").len();
    println!("c {}", c());
    println!("end");
}
