// run-pass
// check-run-results
// A `ref`/`ref mut` binding of an arm with a guard is one variable in
// the guard and in the arm: the same address, the same referent, and a
// borrow made in the guard lives on in the arm.
fn main() {
    let p;
    match 0 {
        ref mut z if { p = &z as *const _; true } => println!("{}", p == &z as *const _),
        _ => unreachable!(),
    };
    let q;
    match 5 {
        ref mut z if { q = z as *const _; true } => println!("{}", q == z as *const _),
        _ => unreachable!(),
    };
    let r;
    let mut v = (1, String::from("a"));
    match v {
        (ref mut n, ref s) if { r = s as &String; *n > 0 } => {
            *n += 1;
            println!("{} {} {}", n, s, r);
        }
        _ => unreachable!(),
    }
    v.0 += 1;
    println!("{:?}", v);
}
