// A method the trait does not have: E0407.

trait Shape {
    fn area(&self) -> i32;
}

struct Square;

impl Shape for Square {
    fn area(&self) -> i32 { 1 }
    fn perimeter(&self) -> i32 { 4 } //~ ERROR method `perimeter` is not a member of trait `Shape`
}

fn main() {}
