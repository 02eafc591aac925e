// run-pass
// check-run-results
// A closure captures the closure it was made from, and rcc sees through
// `impl Fn` to the closure type: each level holds the previous one twice
// (the parent's generic args and the captures). Every walk over such a
// type (resolution, the occurs check, freshening) visits a shared subtree
// once, else 2^32 times.
fn dup(f: impl Fn(i32) -> i32) -> impl Fn(i32) -> i32 {
    move |a| f(a * 2)
}

fn main() {
    let f = |a| a;
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    let f = dup(f);
    println!("{}", f(0));
    println!("{}", dup(|a| a + 1)(3));
}
