// run-pass
// check-run-results
// `ref` bindings of an or-pattern arm with a guard: every alternative binds
// the same variables, which the body then uses (rcc gave each alternative's
// guard its own and the body saw the last one's: E0381).
fn pick(t: (u8, u8, u8)) -> (u8, u8) {
    match t {
        (1, ref a, ref b) | (2, ref b, ref a) if *a == 2 => (*a, *b),
        _ => (0, 0),
    }
}

fn main() {
    println!("{:?} {:?} {:?}", pick((1, 2, 3)), pick((2, 3, 2)), pick((1, 5, 5)));
    let mut v = (2u8, 7u8);
    match v {
        (ref mut x, _) | (_, ref mut x) if *x > 5 => *x += 1,
        _ => {}
    }
    println!("{:?}", v);
}
