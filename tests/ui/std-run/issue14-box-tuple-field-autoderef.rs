// run-pass
// check-run-results
// edition:2021
// Issue 14, case 11: `b.0` on `Box<Name>` (`struct Name(String)`) is the
// field of Name reached by autoderef: Box's own private field `0` is not
// accessible here, so it is skipped (rustc: E0616 only when no deref step
// has an accessible field of that name). Also through Box<Box<_>>, Rc,
// and a Box field assigned through `+=`.
struct Name(String);
struct P { x: i32 }
fn main() {
    let b = Box::new(Name(String::from("bob")));
    println!("{} {}", b.0, b.0.len());
    let mut p = Box::new(P { x: 3 });
    p.x += 1;
    let bb = Box::new(Box::new((1, 2)));
    println!("{} {} {}", p.x, bb.0, bb.1);
    let v: Vec<Box<Name>> = vec![Box::new(Name("q".into()))];
    for n in &v { println!("{}", n.0); }
    let r = std::rc::Rc::new(Name("rc".into()));
    println!("{}", r.0);
}
