fn a<'a>(x: &mut 'a i32) {} //~ ERROR lifetime must precede `mut`
fn b(x: &dyn mut Tr) {} //~ ERROR `mut` must precede `dyn`

fn main() {}
