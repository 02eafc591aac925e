// A trait object leaving a type parameter to a default that names `Self`
// (E0393): rcc used to put an error type there without a word and
// stopped in codegen ("no layout for `&dyn Add<[type error]>`").

trait Add<Rhs = Self> {
    fn add(&self, rhs: &Rhs);
}

impl Add for i32 {
    fn add(&self, _rhs: &i32) {}
}

fn main() {
    let _x = &10 as &dyn Add; //~ ERROR the type parameter `Rhs` must be explicitly specified
}
