impl Tr S {} //~ ERROR missing `for` in a trait impl

fn main() {}
