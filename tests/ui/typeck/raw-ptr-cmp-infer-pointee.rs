// run-pass
// check-run-results
// `p == &x` with p: `*const {integer}` (a pointee still to infer): the
// comparison's one impl (`*const T: PartialEq`, Rhs = Self) gives the
// right operand's type and the reference coerces to the raw pointer.
#![feature(raw_ref_op)]

fn main() {
    let mut x = 123;
    let c_p = &raw const x;
    let m_p = &raw mut x;
    let i_r = &x;
    println!("{} {}", c_p == i_r, c_p == m_p);
    let y = 5;
    let c2 = &y as *const _;
    println!("{}", c2 == &y);
    unsafe { println!("{}", *c_p == *i_r) };
}
