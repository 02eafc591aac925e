// run-pass
// check-run-results
// edition:2021
// A binary operator whose left operand's type is not known yet (a closure
// parameter) is no error: the operator's obligation waits for the calls
// that decide it (core's dec2flt get_shift, slice::sort's sift_down,
// alloc's is_zero closures).
fn f(v: &mut [u32], k: usize) -> usize {
    let lim: usize = 2;
    let get = |n| if n < lim { n + 1 } else { 0 };
    let sift = |v: &mut [u32], node| {
        let child = 2 * node + 1;
        if child >= v.len() { return 0; }
        v[child] += 1;
        child
    };
    let is_zero = |x| x == false;
    println!("{}", is_zero(true));
    get(k) + sift(v, k)
}
fn main() {
    let mut v = [1, 2, 3, 4];
    println!("{}", f(&mut v, 1));
    println!("{:?}", v);
}
