// run-pass
// check-run-results
// edition:2021
// `_` in a method's or associated function's turbofish takes its
// parameter's place: `fold3::<_, _, Result<_, u8>>` gives the third
// parameter (alloc's `self.try_fold::<_, _, Result<_, !>>(..)`).
struct S(i32);
impl S {
    fn fold3<B, F, R>(&self, init: B, f: F) -> R
    where
        F: Fn(B, i32) -> R,
    {
        f(init, self.0)
    }
    fn make<A, B>(a: A, b: B) -> (A, B) {
        (a, b)
    }
}
fn main() {
    let s = S(4);
    let r = s.fold3::<_, _, Result<_, u8>>(10u8, |a, x| Ok(a as i32 + x));
    let p = S::make::<_, u16>(1u8, 2);
    println!("{:?} {:?}", r, p);
}
