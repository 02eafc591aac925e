// An associated type or const the trait does not have: E0437, E0438.

trait Shape {
    fn area(&self) -> i32;
}

struct Square;

impl Shape for Square {
    type Unit = i32; //~ ERROR type `Unit` is not a member of trait `Shape`
    const SIDES: i32 = 4; //~ ERROR const `SIDES` is not a member of trait `Shape`
    fn area(&self) -> i32 { 1 }
}

fn main() {}
