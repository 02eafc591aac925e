// run-pass
// check-run-results
// Hello world on the real std 1.63 built by rcc.
fn main() {
    println!("Hello, world!");
    eprintln!("to stderr");
}
