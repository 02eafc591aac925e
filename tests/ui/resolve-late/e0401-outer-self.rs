// `Self` of an impl is not visible in a fn nested in one of its methods.

struct Widget;

impl Widget {
    fn method(&self) {
        fn helper(_w: Self) {} //~ ERROR can't use generic parameters from outer function
    }
}

fn main() {}
