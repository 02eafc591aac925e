// run-fail
// failure-status: 3
// check-run-results
// std::process::exit(n) ends the program with status n.
fn main() {
    println!("before");
    std::process::exit(3);
}
