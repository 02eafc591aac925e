// run-pass
// check-run-results
// Byte string patterns matched against `&[u8]` compare as slices (the
// pattern constant is a `&[u8]`, with its length), with and without
// guards.
fn classify(s: &[u8], g: bool) -> u32 {
    match s {
        b"." if g => 1,
        b"." => 2,
        b".." => 3,
        b"" => 4,
        _ => 5,
    }
}

fn main() {
    for s in [&b"."[..], b"..", b"", b"..."] {
        println!("{} {}", classify(s, true), classify(s, false));
    }
}
