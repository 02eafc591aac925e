// run-pass
// check-run-results
// When a diverging arm coerces into a still unknown type, that type is a
// diverging variable and falls back to `()`: `Err(())?;` (its Ok type is
// not constrained), a `match` whose only typed arm is unconstrained.
fn r() -> Result<bool, ()> {
    Err(())?;
    Ok(true)
}
fn o() -> Option<u8> {
    None?;
    Some(1)
}
fn m(b: bool) -> u8 {
    let _x = match b {
        true => return 3,
        false => Default::default(),
    };
    4
}
fn main() {
    println!("{:?} {:?} {} {}", r(), o(), m(true), m(false));
}
