// run-pass
// check-run-results
// A `match` that moves some fields out of an enum by value drops the
// fields left behind when the scrutinee goes out of scope.
struct N(&'static str);
impl Drop for N {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

enum E {
    Zero,
    Two(N, N),
}

fn pick(s: E) {
    match s {
        E::Two(x, _) => drop(x),
        E::Zero => {}
    }
    println!("end of pick");
}

fn pick_local() {
    let s = E::Two(N("c"), N("d"));
    match s {
        E::Two(_, y) => println!("bound {}", y.0),
        E::Zero => {}
    }
    println!("end of pick_local");
}

fn main() {
    pick(E::Two(N("a"), N("b")));
    pick(E::Zero);
    pick_local();
    let t = (N("e"), N("f"));
    let (g, _) = t;
    println!("moved {}", g.0);
}
