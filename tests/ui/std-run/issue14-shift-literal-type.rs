// run-pass
// check-run-results
// edition:2021
// Issue 14, case 10: a shift's type is its left operand's: in
// `bytes[0] & (0x80 >> (i % 8))` with `i: usize` the literal 0x80 is u8
// (from `&`), not usize; also `1 << i`, shifts with other amount types.
fn main() {
    let bytes = [0b1010_0000u8, 0xff];
    let i: usize = 2;
    let x = bytes[0] & (0x80 >> (i % 8));
    let y = 1 << i;
    let z: u64 = 1 << 40u8;
    let w = 0x80u8 >> 3u32;
    let k: u16 = (bytes[1] as u16) << 8;
    let s = 1i64 << (i as u32);
    println!("{} {} {} {} {} {}", x, y, z, w, k, s);
    let mut f = 1u32; f <<= i; println!("{}", f);
}
