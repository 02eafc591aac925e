// run-pass
// check-run-results
// A byte string pattern against a scrutinee whose type is still a
// projection's inference variable (`&buf[0..3]`: `<Range<usize> as
// SliceIndex<[u8]>>::Output`) sees `&[u8]` once pending obligations are
// resolved (rustc's structurally_resolved_type), so it is a slice
// pattern, not `&[u8; 3]`.
fn main() {
    let buf = vec![97u8, 98, 99, 100];
    let r = match &buf[0..3] {
        b"def" => 1,
        b"abc" => 2,
        _ => 3,
    };
    let s = match &buf[1..] {
        b"bcd" => "bcd",
        _ => "other",
    };
    println!("{} {}", r, s);
}
