// run-pass
// check-run-results
// edition:2021
// An operand whose type is a variable that pending obligations decide
// (`let r = St::fc(s, n)?;`: r is the `Output` of `Option<u32>: Try`) is
// resolved before the operator is classified, as rustc's
// resolve_vars_with_obligations: `0xD800 <= r` compares u32s (core's
// Step for char).
pub trait St: Sized {
    fn fc(start: Self, n: usize) -> Option<Self>;
}
impl St for u32 {
    fn fc(start: u32, n: usize) -> Option<u32> { start.checked_add(n as u32) }
}
fn forward(start: char, count: usize) -> Option<u32> {
    let start = start as u32;
    let mut res = St::fc(start, count)?;
    if start < 0xD800 && 0xD800 <= res {
        res = St::fc(res, 0x800)?;
    }
    let twice = St::fc(res, 1)? + res;
    Some(twice)
}
fn main() {
    println!("{:?} {:?}", forward('a', 3), forward('\u{D7FF}', 1));
}
