// A generic parameter declared twice: E0403.

fn pair<Elem, Elem>() {} //~ ERROR the name `Elem` is already used for a generic parameter in this item's generic parameters

fn main() {}
