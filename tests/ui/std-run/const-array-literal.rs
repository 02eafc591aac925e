// run-pass
// check-run-results
// edition:2021
// Array literals of many scalar constants are one constant copied into
// place (issue 14 case 24): every element type and value must survive.
fn main() {
    let a = [1i8, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16, 127, -128];
    let b = [1u16, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 65535];
    let c = [1.5f32, -2.25, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, f32::MAX];
    let d = [0.1f64, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, -0.0];
    let e = [true, false, true, true, false, false, true, false, true, true, true, false, false, false, true, true];
    let f = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'é', '🦀'];
    let g = [-1i128, 1 << 100, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, i128::MIN, u64::MAX as i128];
    let mut h = [7u64, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
    h[3] += 100; // a local copy, not the shared constant
    let h2 = [7u64, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
    let x = 5; // not all constants: element by element
    let i = [x, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, x * 2];
    println!("{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}", a, b, c, d, e, f, g);
    println!("{:?}\n{:?}\n{:?}", h, h2, i);
    let big = [3u32; 40];
    let lit: [u32; 20] = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];
    println!("{}", big.iter().sum::<u32>() + lit.iter().sum::<u32>());
}
