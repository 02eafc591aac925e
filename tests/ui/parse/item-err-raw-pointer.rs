type A = *u8; //~ ERROR expected mut or const in raw pointer type

fn main() {}
