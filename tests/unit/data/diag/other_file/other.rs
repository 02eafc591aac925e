pub struct Pair {
    pub x: i32,
    pub y: i32,
}

fn g() {}
