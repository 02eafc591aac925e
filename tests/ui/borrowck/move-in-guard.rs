// A by-value binding cannot be moved out of in its match guard (E0507);
// the guard sees it, the arm gets it.
fn take(_s: String) {}
fn main() {
    let o = Some(String::from("a"));
    match o {
        Some(x) if { take(x); true } => {} //~ ERROR E0507
        Some(y) => take(y),
        None => {}
    }
    let v = vec![Some(String::new())];
    for e in v { match e { Some(s) if s.len() > 0 || s.is_empty() => take(s), _ => {} } }
}
