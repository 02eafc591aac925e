// An unknown lifetime name: E0261, with where to introduce it.

fn borrow<'a>(_x: &'a u8, _y: &'b u8) {} //~ ERROR use of undeclared lifetime name `'b`

struct Holder {
    r: &'c u8, //~ ERROR use of undeclared lifetime name `'c`
}

fn main() {}
