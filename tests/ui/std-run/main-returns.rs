// run-pass
// check-run-results
// fn main() returning normally: lang_start reports () as exit status 0.
fn helper(x: u32) -> u32 {
    x * 2
}
fn main() {
    let v = helper(21);
    println!("v = {}", v);
}
