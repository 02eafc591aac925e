extern "C" {
    fn f(x: u8, y: &...); //~ ERROR C-variadic type `...` may not be nested inside another type
}

fn main() {}
