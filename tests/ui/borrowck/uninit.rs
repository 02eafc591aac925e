// Use of a possibly-uninitialized binding (E0381).
fn take(_s: String) {}

fn never() {
    let x: String;
    take(x); //~ ERROR E0381
}

fn maybe(c: bool) {
    let y: String;
    if c {
        y = String::new();
    }
    take(y); //~ ERROR E0381
}

fn main() {
    never();
    maybe(true);
}
