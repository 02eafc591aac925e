pub S { x: u8 } //~ ERROR missing `struct` for struct definition

fn main() {}
