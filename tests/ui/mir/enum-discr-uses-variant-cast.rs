// run-pass
// check-run-results
// `Variant as T` is the variant's discriminant computed from its
// initializer (the last explicit one plus the variants after it), not
// read from a value of the enum: a discriminant may then use another
// variant of the same enum without a layout cycle (rustc's THIR does
// the same).
enum Foo {
    X = 42,
    Y = Foo::X as isize - 3,
}

enum Bar {
    X,
    Y = Bar::X as isize + 2,
}

enum Boo {
    X = Boo::Y as isize * 2,
    Y = 9,
}

#[repr(i8)]
#[derive(Clone, Copy)]
enum Neg {
    A = -3,
    B,
    C,
    D = 10,
    E,
}

fn main() {
    println!("{} {}", Foo::X as isize, Foo::Y as isize);
    println!("{} {}", Bar::X as isize, Bar::Y as isize);
    println!("{} {}", Boo::X as isize, Boo::Y as isize);
    println!("{} {} {} {} {}", Neg::A as i8, Neg::B as i32, Neg::C as u8, Neg::D as i64, Neg::E as i8);
    let n = [Neg::A, Neg::C, Neg::E];
    println!("{:?}", n.iter().map(|&v| v as i16).collect::<Vec<_>>());
}
