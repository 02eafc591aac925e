// edition:2015
async fn f() {} //~ ERROR `async fn` is not permitted in Rust 2015

fn main() {}
