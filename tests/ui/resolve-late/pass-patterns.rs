// check-pass
// Identifier patterns that name unit structs, unit variants and constants
// are path patterns; others bind. Or-patterns bind the same names.

struct Unit;
const LIMIT: i32 = 3;

enum Shape {
    Dot,
    Circle(i32),
    Rect { w: i32, h: i32 },
}
use Shape::Dot;

fn classify(s: Shape) -> i32 {
    match s {
        Dot => 0,
        Shape::Circle(r) | Shape::Rect { w: r, h: _ } => r,
    }
}

fn main() {
    let Unit = Unit;
    match 3 {
        LIMIT => {}
        other @ 4..=9 => {
            let _o = other;
        }
        ref mut x => {
            let _y = x;
        }
    }
    if let Shape::Rect { w, h: height } = (Shape::Rect { w: 1, h: 2 }) {
        let _area = w * height;
    }
    let _c = classify(Shape::Dot);
    if let Shape::Circle(radius) = Shape::Circle(4) {
        let _r = radius;
    }
    let mut count = 0;
    while let 0..=2 = count {
        count += 1;
    }
    for (i, j) in [(1, 2)] {
        let _s = i + j;
    }
}
