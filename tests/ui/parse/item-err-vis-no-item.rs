mod m {
    pub //~ ERROR visibility `pub` is not followed by an item
}

fn main() {}
