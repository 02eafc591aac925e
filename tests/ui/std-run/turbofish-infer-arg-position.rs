// run-pass
// check-run-results
// edition:2021
// `_` in explicit generic args keeps its parameter's place:
// `try_fold::<_, _, Result<_, ()>>` binds R, not B (alloc's in-place
// collect), and `S::pair::<_, u8>` binds B.
struct S;
impl S {
    fn pair<A: Default, B: Default>() -> (A, B) {
        Default::default()
    }
}
fn main() {
    let v = vec![1, 2, 3];
    let r = v.iter().try_fold::<_, _, Result<_, ()>>(0, |a, &x| Ok(a + x));
    println!("{:?}", r);
    let p = S::pair::<_, u8>();
    let q: (u16, u8) = p;
    println!("{:?}", q);
}
