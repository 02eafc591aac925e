// A const parameter of the outer fn is not visible in a nested fn.

fn outer<const SIZE: usize>() {
    fn inner() -> usize {
        SIZE //~ ERROR can't use generic parameters from outer function
    }
}

fn main() {}
