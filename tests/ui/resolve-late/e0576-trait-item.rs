// A qualified path naming an item the trait does not have: E0576.

trait Shape {
    type Unit;
}

fn measure<S: Shape>(_u: <S as Shape>::Length) {} //~ ERROR cannot find associated type `Length` in trait `Shape`

fn main() {}
