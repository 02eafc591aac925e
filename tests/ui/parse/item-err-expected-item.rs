fn main() {}
1 //~ ERROR expected item, found `1`
