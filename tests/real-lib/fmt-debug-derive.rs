// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// `{:?}` of nested derived Debug: structs, tuples, enums, generics.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

#[derive(Debug)]
struct Unit;
#[derive(Debug)]
struct Pair(i32, &'static str);
#[derive(Debug)]
struct Point {
    x: f64,
    y: f64,
}
#[derive(Debug)]
enum Shape {
    Circle { center: Point, radius: f32 },
    Poly(Vec<Point>),
    Empty,
}
#[derive(Debug)]
struct Wrapper<T> {
    inner: Option<T>,
    tag: char,
}
#[derive(Debug)]
enum Tree {
    Leaf(u8),
    Node(Box<Tree>, Box<Tree>),
}

fn run() {
    println!("{:?}", Unit);
    println!("{:?}", Pair(-3, "tw\"o"));
    println!("{:?}", Point { x: 1.0, y: -0.5 });
    let shapes = vec![
        Shape::Circle { center: Point { x: 0.0, y: 0.0 }, radius: 2.5 },
        Shape::Poly(vec![Point { x: 1.0, y: 2.0 }, Point { x: 3.0, y: 4.0 }]),
        Shape::Empty,
    ];
    println!("{:?}", shapes);
    let w = Wrapper { inner: Some(Wrapper { inner: None::<()>, tag: '\n' }), tag: 'é' };
    println!("{:?}", w);
    let t = Tree::Node(Box::new(Tree::Leaf(1)), Box::new(Tree::Node(Box::new(Tree::Leaf(2)), Box::new(Tree::Leaf(3)))));
    println!("{:?}", t);
    let r: Result<(u8, String), ()> = Ok((7, String::from("seven")));
    println!("{:?} {:?}", r, Err::<(), _>(Unit));
    println!("{:?}", ((), ((1,), [2.5f32; 2]), "s", 'c', true, [[1u8; 0]; 2]));
    println!("{:?} {:?}", Some(&Pair(1, "a")), &&Point { x: 1e20, y: 1e-7 });
    println!("{:5?}|{:<8?}|{:+?}", Pair(1, "x"), Unit, Point { x: 1.0, y: 2.0 });
}
