const X = 1; //~ ERROR missing type for `const` item

fn main() {}
