// check-pass
// irrefutable_let_patterns: `if let`, `while let` and `if let` guards
// whose pattern always matches; refutable ones and let chains are not
// reported here; levels from attributes.
#![feature(if_let_guard)]

fn main() {
    let x = 5;
    while let y = x { //~ WARNING irrefutable `while let` pattern
        let _ = y;
        break;
    }
    if let (a, b) = (1, 2) { //~ WARNING irrefutable `if let` pattern
        let _ = a + b;
    }
    if let Some(z) = Some(1) {
        let _ = z;
    }
    let v = if let _ = x { 1 } else { 2 }; //~ WARNING irrefutable `if let` pattern
    let _ = v;
    match Some(1) {
        Some(q) if let r = q => { //~ WARNING irrefutable `if let` guard pattern
            let _ = r;
        }
        Some(q) if let 1 = q => {}
        _ => {}
    }
    allowed();
}

#[allow(irrefutable_let_patterns)]
fn allowed() {
    if let _ = 1 {}
}
