struct S {
    first: Vec<u8>>, //~ ERROR unmatched angle bracket
    second: u8,
}

fn main() {}
