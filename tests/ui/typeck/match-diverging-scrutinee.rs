// run-pass
// check-run-results
// A diverging scrutinee (`match return 1 { .. }`) takes the type its
// patterns give it: with arms, rustc checks the scrutinee against a fresh
// variable (demand_scrutinee_type), not against `!`.
#![allow(unreachable_code, unreachable_patterns)]
fn a() -> isize {
    match return 1 {
        2 => 3,
        _ => 4,
    }
}
fn b() -> Option<u8> {
    for _ in match return Some(9) {
        () => Some(0),
    } {}
    None
}
fn c(flag: bool) -> &'static str {
    loop {
        match if flag { break "broke" } else { break "else" } {
            true => {}
            false => {}
        }
    }
}
fn main() {
    println!("{} {:?} {} {}", a(), b(), c(true), c(false));
}
