// run-fail
// check-run-results
// panic!("msg") (edition 2015: begin_panic) prints rustc 1.63's message
// with the location of the panic! call, and exits with status 101.
fn main() {
    println!("start");
    panic!("msg");
}
