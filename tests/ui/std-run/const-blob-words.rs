// run-pass
// check-run-results
// Constant allocations of every shape: a computed static of 100 bytes (64-bit
// words in the object, rounded up), a repeated u16 constant (74 bytes, not a
// multiple of 8 bytes), all zeros (an empty initializer), a promoted array.
static A: [u8; 100] = { let mut a = [0u8; 100]; let mut i = 0; while i < 100 { a[i] = (i * 3 % 256) as u8; i += 1; } a };
const B: [u16; 37] = [0xabcd; 37];
static Z: [u64; 1000] = [0; 1000];
fn main() {
    let s: u32 = A.iter().map(|&x| x as u32).sum();
    let t: u32 = B.iter().map(|&x| x as u32).sum();
    println!("{} {} {} {} {}", s, A[99], t, B[36], Z.iter().sum::<u64>());
    let r: &[u8; 67] = &[7; 67];
    println!("{}", r.iter().map(|&x| x as u32).sum::<u32>());
}
