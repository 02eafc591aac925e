// A `mod m;` a macro declares inside a block needs a #[path], as one
// written there does; the error points into the macro.
macro_rules! m {
    ($i:ident) => {
        mod $i; //~ ERROR cannot declare a non-inline module inside a block unless it has a path attribute
    };
}

fn main() {
    m!(inblock);
}
