// run-pass
// ignore-test: needs derives wired into the expander, and code generation
// What the derived impls do: field-by-field clone, equality and
// lexicographic ordering, variant order before fields, Debug's builders,
// Default, Hash agreeing with Eq, the copying Clone of Copy types.
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Point {
    x: i32,
    y: i32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Shape {
    Dot,
    Circle(u32),
    Rect { w: u32, h: u32 },
}

#[derive(Debug, Default, PartialEq)]
enum Level {
    Low,
    #[default]
    Mid,
    High,
}

#[derive(Debug, Clone, PartialEq, PartialOrd)]
struct Wrap<T>(T, &'static str);

#[derive(Debug)]
struct Unit;

#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(packed)]
struct Packed {
    a: u8,
    b: u32,
}

fn hash_of<T: Hash>(t: &T) -> u64 {
    let mut h = DefaultHasher::new();
    t.hash(&mut h);
    h.finish()
}

fn main() {
    let p = Point { x: 1, y: 2 };
    let q = p.clone();
    assert_eq!(p, q);
    assert!(Point { x: 1, y: 3 } > p);
    assert!(Point { x: 0, y: 9 } < p);
    assert_eq!(Point::default(), Point { x: 0, y: 0 });
    assert_eq!(format!("{:?}", p), "Point { x: 1, y: 2 }");
    assert_eq!(format!("{:#?}", p), "Point {\n    x: 1,\n    y: 2,\n}");
    assert_eq!(hash_of(&p), hash_of(&q));

    assert!(Shape::Dot < Shape::Circle(0));
    assert!(Shape::Circle(9) < Shape::Rect { w: 0, h: 0 });
    assert!(Shape::Rect { w: 1, h: 2 } < Shape::Rect { w: 1, h: 3 });
    assert_ne!(Shape::Circle(1), Shape::Circle(2));
    assert_eq!(format!("{:?}", Shape::Rect { w: 1, h: 2 }), "Rect { w: 1, h: 2 }");
    assert_eq!(format!("{:?}", Shape::Circle(3)), "Circle(3)");
    assert_eq!(format!("{:?}", Shape::Dot), "Dot");
    assert_ne!(hash_of(&Shape::Dot), hash_of(&Shape::Circle(0)));

    assert_eq!(Level::default(), Level::Mid);
    assert_eq!(format!("{:?}", [Level::Low, Level::High]), "[Low, High]");

    let w = Wrap(1.5, "x");
    assert_eq!(w.clone(), w);
    assert_eq!(w.partial_cmp(&Wrap(f64::NAN, "x")), None);
    assert_eq!(format!("{:?}", w), "Wrap(1.5, \"x\")");
    assert_eq!(format!("{:?}", Unit), "Unit");

    let pk = Packed { a: 1, b: 2 };
    let pk2 = pk.clone();
    assert_eq!(pk, pk2);
    assert_eq!(format!("{:?}", pk), "Packed { a: 1, b: 2 }");
}
