// A label that no enclosing loop has: E0426.

fn main() {
    loop {
        break 'nowhere; //~ ERROR use of undeclared label `'nowhere`
    }
}
