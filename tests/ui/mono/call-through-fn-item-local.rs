// run-pass
// check-run-results
// A call through a local holding a fn item (a zero-sized value of the fn
// item's type) instantiates that fn: the callee is in the operand's type.
fn id<T>(x: T) -> T {
    x
}
fn quux<T>(x: T) -> T {
    let f = id::<T>;
    f(x)
}
struct A;
impl A {
    fn bar(&self) -> u8 {
        7
    }
}
fn main() {
    fn ten() -> isize {
        10
    }
    let rs = ten;
    let m = A::bar;
    let fs = [id::<u16>, id::<u16>];
    println!("{} {} {} {}", rs(), quux("q"), m(&A), fs[1](3));
}
