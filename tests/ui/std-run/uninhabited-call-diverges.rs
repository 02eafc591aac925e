// run-pass
// check-run-results
// A call whose result type is uninhabited (an enum without variants)
// does not return: what follows is dead code, which borrowck does not
// see (assigning an immutable binding there is not E0384).
enum Never {}

fn never() -> Never {
    panic!("never")
}

#[allow(unreachable_code, unused_variables, unused_assignments)]
fn f(crash: bool, x: u32) -> u32 {
    let result = x * x;
    if !crash {
        return result;
    }
    let bad = never();
    result *= 2;
    match bad {}
}

fn main() {
    println!("{}", f(false, 4));
}
