// A constant pattern of a type without `PartialEq` (and not matched
// structurally by rustc): its error, not an `eq` call mono cannot
// resolve (rcc used to stop in mono with an internal compiler error).

struct B(i32);
const A: &[B] = &[];

pub fn main() {
    match &[][..] {
        A => (), //~ ERROR to use a constant of type `B` in a pattern, `B` must be annotated with `#[derive(PartialEq, Eq)]`
        _ => (),
    }
}
