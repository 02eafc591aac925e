// With #![feature(object_safe_for_dispatch)] a `dyn` type of a trait that
// is not object safe may be written; making one (the unsizing coercion)
// is the error.
#![feature(object_safe_for_dispatch)]

trait Bad {
    fn make() -> Self where Self: Sized;
    fn new() -> u8;
    fn id(&self) -> u8;
}

struct S;

impl Bad for S {
    fn make() -> Self { S }
    fn new() -> u8 { 0 }
    fn id(&self) -> u8 { 1 }
}

fn takes(_: &dyn Bad) {}

fn main() {
    let b: Box<dyn Bad> = Box::new(S); //~ ERROR E0038
    takes(&S); //~ ERROR E0038
}
