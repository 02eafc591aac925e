impl S {
    default let //~ ERROR `default` is not followed by an item
    //~^ ERROR non-item in item list
}

fn main() {}
