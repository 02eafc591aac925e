// Every alternative of an or-pattern must bind the same names: E0408.

enum Shape {
    Circle(i32),
    Square(i32, i32),
}

fn area(s: Shape) -> i32 {
    match s {
        Shape::Circle(radius) | Shape::Square(edge, _) => 0, //~ ERROR variable `radius` is not bound in all patterns
        //~^ ERROR variable `edge` is not bound in all patterns
    }
}

fn main() {}
