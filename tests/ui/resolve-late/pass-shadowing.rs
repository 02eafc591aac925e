// check-pass
// Locals shadow each other in order; a `let` initializer sees the binding
// before it; items in a block are visible in the whole block and shadow
// outer locals.

fn value() -> i32 { 1 }

fn main() {
    let x = 1;
    let x = x + 1;
    let x = (x, x);
    let (a, b) = x;
    let _sum = a + b;
    {
        let x = 3;
        let _y = x;
    }
    let _z = x;
    let _early = later();
    fn later() -> i32 { 2 }
    let value = value();
    let _w = value;
    let item = 1;
    {
        // The block's `fn item` shadows the outer local everywhere in it.
        let _i = item;
        fn item() {}
        item();
    }
    let _k = item;
}
