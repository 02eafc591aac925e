// run-pass
// check-run-results
// Type-relative paths in patterns and struct expressions:
// `Alias::Variant(a, b)` through a generic alias lowers the alias once
// (its inferred args are those of the path's resolution; destructuring
// assignment too), and `T::A { .. }` names the struct an associated type
// is (rustc's associated_path_to_ty).
#![allow(dead_code)]
enum Enum<S, T> {
    SingleVariant(S, T),
}
type Alias<S> = Enum<S, isize>;

struct S<T, U = u16> {
    a: T,
    b: U,
}
trait Tr {
    type A;
}
impl Tr for u8 {
    type A = S<u8, u16>;
}

fn f<T: Tr<A = S<u8>>>() {
    let s = T::A { a: 0, b: 1 };
    match s {
        T::A { a, b } => println!("{} {}", a, b),
    }
}

impl<S: std::fmt::Debug, T: std::fmt::Debug> Enum<S, T> {
    fn show(self) {
        match self {
            Self::SingleVariant(x, y) => println!("{:?} {:?}", x, y),
        }
    }
}

fn main() {
    let x = Alias::SingleVariant(9, 10);
    match x {
        Alias::SingleVariant(a, b) => println!("{} {}", a, b),
    }
    let (a, b);
    Alias::SingleVariant(a, b) = Alias::SingleVariant(11u8, 12);
    println!("{} {}", a, b);
    f::<u8>();
    Alias::SingleVariant("s", -1).show();
}
