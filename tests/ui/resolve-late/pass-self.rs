// check-pass
// `Self` as a type, a constructor and a path prefix, in impls, traits and
// type definitions.

struct Point(i32, i32);

struct List {
    next: *const Self,
}

impl Point {
    const ORIGIN: Self = Self(0, 0);
    fn new(x: i32, y: i32) -> Self {
        Self(x, y)
    }
    fn origin() -> Self {
        Self::ORIGIN
    }
    fn moved(&self) -> Self {
        let Self(x, y) = *self;
        Self::new(x + 1, y)
    }
}

trait Shape {
    fn make() -> Self;
    fn sides() -> i32;
    fn double_sides() -> i32
    where
        Self: Shape,
    {
        Self::sides() * 2
    }
}

impl Shape for Point {
    fn make() -> Self {
        Point::origin()
    }
    fn sides() -> i32 {
        <Self as Shape>::double_sides() - 1
    }
}

fn main() {
    let _p = Point::new(1, 2).moved();
    let _l = List { next: 0 as *const List };
}
