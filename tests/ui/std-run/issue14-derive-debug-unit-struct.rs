// run-pass
// check-run-results
// edition:2021
// Issue 14, case 4: derived Debug of a unit struct (and other shapes)
// printed with `{:?}` / `{:#?}`.
#![allow(dead_code)]
#[derive(Debug)]
struct Marker;
#[derive(Debug, Clone, Copy, PartialEq)]
enum E { A, B(u8), C { x: i32 } }
#[derive(Debug)]
struct T(u8, &'static str);
#[derive(Debug, Default)]
struct N { a: Vec<u8>, b: Option<Marker> }
fn main() {
    println!("{:?} {:?} {:?} {:?}", Marker, E::A, E::B(3), E::C { x: -1 });
    println!("{:?} {:?}", T(1, "x"), N::default());
    println!("{:#?}", N { a: vec![1], b: Some(Marker) });
}
