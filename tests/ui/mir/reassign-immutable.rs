// E0384: an immutable argument assigned, an immutable variable assigned
// after its initialiser, a deferred-init variable assigned twice (also in
// a loop), and what is not an error: one assignment per loop iteration of
// a variable declared inside the loop, and `mut` variables.
#![allow(unused_assignments, unused_variables)]

fn arg(x: i32) {
    x = 2; //~ ERROR cannot assign to immutable argument `x`
}

fn twice() {
    let a = 5;
    a = 6; //~ ERROR cannot assign twice to immutable variable `a`
    let b;
    b = 1;
    b = 2; //~ ERROR cannot assign twice to immutable variable `b`
}

fn in_loop() {
    let c;
    loop {
        c = 3; //~ ERROR cannot assign twice to immutable variable `c`
    }
}

fn fine(n: i32) -> i32 {
    let mut m = n;
    m = m + 1;
    let mut i = 0;
    while i < 3 {
        let d;
        d = i;
        i = i + d + 1;
    }
    let e;
    if n > 0 { e = 1; } else { e = 2; }
    m + e
}

fn main() {
    arg(1);
    twice();
    fine(3);
    in_loop();
}
