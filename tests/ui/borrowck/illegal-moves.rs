// Moves out of places that cannot be moved out of: behind a reference
// (E0507), an array by index or a slice (E0508), a type with Drop (E0509).
struct D {
    a: String,
}
impl Drop for D {
    fn drop(&mut self) {}
}

fn behind_ref(r: &String) -> String {
    let x = *r; //~ ERROR E0507
    x
}

fn index(arr: [String; 2]) -> String {
    let z = arr[1]; //~ ERROR E0508
    z
}

fn slice(s: &[String]) -> String {
    match s {
        [a, ..] => a.clone(),
        _ => String::new(),
    }
}

fn slice_move(s: &[String]) {
    match *s { //~ ERROR E0508
        [_a, ..] => {}
        _ => {}
    }
}

fn with_drop(d: D) -> String {
    let y = d.a; //~ ERROR E0509
    y
}

fn main() {
    behind_ref(&String::new());
    index([String::new(), String::new()]);
    slice(&[]);
    slice_move(&[]);
    with_drop(D { a: String::new() });
}
