// A nested fn cannot use its parent's generic parameters: E0401.

fn outer<Elem>(_e: Elem) {
    fn inner(_x: Elem) {} //~ ERROR can't use generic parameters from outer function
}

fn main() {}
