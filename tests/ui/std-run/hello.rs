// run-pass
// check-run-results
// The README's hello world: println! of a &str through rcc's std
// (lang_start, io::_print, core::fmt::write, Display for str).
fn main() {
    let greeting = "Hello, world!";
    println!("{}", greeting);
}
