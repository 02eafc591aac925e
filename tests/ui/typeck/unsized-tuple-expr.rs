// A tuple expression must be Sized: rcc used to accept `(*g,)` of an
// unsized slice and stopped in codegen ("fat reference to a place
// without metadata").
#![feature(unsized_tuple_coercion)]

pub fn main() {
    let f: ([isize; 3],) = ([5, 6, 7],);
    let g: &([isize],) = &f;
    let _h: &(([isize],),) = &(*g,); //~ ERROR the size for values of type
}
