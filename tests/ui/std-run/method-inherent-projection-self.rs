// run-pass
// check-run-results
// edition:2021
// An inherent impl whose self type names a projection
// (`impl<R: Tr> Flow<R, R::Out>`, as core's `ControlFlow<R, R::Output>`
// with `into_try`): its methods apply to `Flow<R, A>` when `R: Tr<Out = A>`.
trait Tr {
    type Out;
    fn mk(o: Self::Out) -> Self;
}
impl Tr for Option<u8> {
    type Out = u8;
    fn mk(o: u8) -> Self {
        Some(o)
    }
}
enum Flow<B, C> {
    Go(C),
    Stop(B),
}
impl<R: Tr> Flow<R, R::Out> {
    fn into_r(self) -> R {
        match self {
            Flow::Go(c) => R::mk(c),
            Flow::Stop(b) => b,
        }
    }
}
fn f<R: Tr<Out = A>, A>(x: Flow<R, A>) -> R {
    x.into_r()
}
fn main() {
    let r: Option<u8> = f(Flow::Go(4));
    println!("{:?}", r);
    println!("{:?}", Flow::<Option<u8>, u8>::Stop(None).into_r());
}
