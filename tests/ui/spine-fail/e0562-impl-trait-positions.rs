// `impl Trait` is only allowed in the return types of free fns and
// inherent methods (and in argument position): E0562 names the
// position everywhere else.
trait T {
    fn m() -> impl Copy; //~ ERROR not in trait method return
}
struct S;
impl T for S {
    fn m() -> impl Copy { //~ ERROR not in `impl` method return
        1
    }
}
impl S {
    fn ok() -> impl Copy {
        1
    }
}
extern "C" {
    fn ext() -> impl Copy; //~ ERROR not in `extern fn` return
}
const C: impl Copy = 1; //~ ERROR not in type
struct F {
    f: impl Copy, //~ ERROR not in type
}
fn g() {
    let _c = |x: impl Copy| -> impl Copy { x };
    //~^ ERROR not in closure param
    //~| ERROR not in closure return
    let _y: impl Copy = 1; //~ ERROR not in variable binding
    let _p: fn(impl Copy) = |_| {}; //~ ERROR not in `fn` pointer param
}
fn h(_f: fn() -> impl Copy) {} //~ ERROR not in `fn` pointer return
// (rustc reports a fn's signature after its body: h keeps them apart)
fn main() {}
