// check-pass
// Closure parameters are locals of the closure; closures see the locals
// around them (fn items do not, but their own params are fine).

fn main() {
    let base = 10;
    let add = |x: i32, y: i32| x + y + base;
    let _r = add(1, 2);
    let nested = |a: i32| move |b: i32| a * b + base;
    let _n = nested(2)(3);
    fn helper(base: i32) -> i32 {
        base * 2
    }
    let _h = helper(base);
}
