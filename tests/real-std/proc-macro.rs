// run-pass
// check-run-results
// aux-build:pm-kit.rs
// Procedural macros of a proc-macro crate built by the same compiler:
// function-like (token API and strings), attribute and derive (with a
// helper attribute).
#![allow(dead_code)]
#[macro_use]
extern crate pm_kit;

make_fn!(forty_two, 42);

#[pm_kit::traced(outer)]
fn traced_fn(x: u32) -> u32 {
    x * 2
}

#[derive(Debug, Describe)]
struct Point {
    x: i32,
    #[describe(skip)]
    y: i32,
    label: &'static str,
}

fn main() {
    println!("{}", forty_two());
    println!("{}", describe!(a::b + 'c' (1, [x; 2]) { "s" } 'lt >>= 3u8));
    println!("{}", stringify_ts!(struct A; fn f(x: &mut u8) -> Vec<u8> { x.y(1, 2) }));
    println!("{}", traced_fn(5));
    println!("{}", Point::describe());
    let p = Point { x: 1, y: 2, label: "p" };
    println!("{:?}", p);
}
