// run-pass
// check-run-results
// A constant pattern is its value deconstructed (rustc's const_to_pat):
// a const of an enum is that variant with its fields' values, of a
// struct/tuple/array its fields', so consts can make a match exhaustive.
#[derive(PartialEq, Eq, Debug, Clone, Copy)]
enum A {
    AA(()),
}
const B: A = A::AA(());

#[derive(PartialEq, Eq, Debug, Clone, Copy)]
enum Dir {
    N,
    S(bool),
}
const NORTH: Dir = Dir::N;
const SOUTH_T: Dir = Dir::S(true);
const SOUTH_F: Dir = Dir::S(false);
const PAIR: (bool, Option<u8>) = (true, None);

#[derive(PartialEq, Debug)]
struct NoEq(i32);

fn dir(d: Dir) -> &'static str {
    match d {
        NORTH => "n",
        SOUTH_T => "s-t",
        SOUTH_F => "s-f",
    }
}

fn pair(p: (bool, Option<u8>)) -> u32 {
    match p {
        PAIR => 0,
        (true, Some(_)) => 1,
        (false, _) => 2,
    }
}

fn main() {
    match A::AA(()) {
        B => println!("b"),
    }
    println!("{} {} {}", dir(Dir::N), dir(Dir::S(true)), dir(Dir::S(false)));
    println!("{} {} {}", pair((true, None)), pair((true, Some(3))), pair((false, None)));
    const EMPTY: [NoEq; 0] = [];
    match [] {
        EMPTY => println!("empty"),
    }
    const NONE: Option<u32> = None;
    match Some(4u32) {
        Some(x) => println!("{}", x),
        NONE => println!("none"),
    }
}
