// run-pass
// check-run-results
// A union has one constructor (a pattern names one field; the others are
// wildcards): `let U { a } = u;` and a match with one such arm are
// irrefutable, Copy union or not.
union U {
    a: u8,
    b: u16,
}
#[derive(Clone, Copy)]
union C {
    x: u32,
    y: [u8; 4],
}
fn main() {
    let u = U { b: 0x0101 };
    let c = C { y: [1, 0, 0, 0] };
    unsafe {
        let U { a } = u;
        println!("{}", a);
        match c {
            C { x } => println!("{}", x),
        }
        match u {
            U { b: 257 } => println!("257"),
            U { b } => println!("b {}", b),
        }
    }
}
