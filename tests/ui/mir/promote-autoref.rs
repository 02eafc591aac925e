// run-pass
// check-run-results
// edition:2021
// An autoref of a constant temporary is promoted like `&expr` (rustc
// promotes the MIR borrow, whatever made it): `[1, 2, 3].iter()` in a fn
// returning the iterator points to a static, not to a dead stack slot
// (coretests' `let xs = || [1, 2, 3, 4].iter().copied();`).
fn f() -> std::slice::Iter<'static, i32> { [1, 2, 3].iter() }
fn g() -> &'static [i32; 2] { &[4, 5] }
fn main() {
    let v: Vec<i32> = f().copied().collect();
    println!("{:?} {:?}", v, g());
    let w: Vec<u8> = h()().copied().collect();
    println!("{:?}", w);
}
fn h() -> impl Fn() -> std::slice::Iter<'static, u8> { || [7u8, 8].iter() }
