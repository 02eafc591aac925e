// run-pass
// check-run-results
// println! of integers, bool, char and &str with {} and {:?}, widths,
// alignment, fill, sign, zero padding, radix and precision.
fn main() {
    let a: i32 = -42;
    let b: u64 = 18446744073709551615;
    let c: usize = 7;
    println!("{} {} {}", a, b, c);
    println!("{:?} {:?} {:?}", a, b, c);
    println!("{} {:?}", true, false);
    println!("{} {:?} {:?} {:?}", 'x', 'y', '\n', '\'');
    println!("{:?} {}", "quo\"te\n\t'", "plain");
    println!("[{:5}] [{:<5}] [{:^5}] [{:05}] [{:+}]", 42, 42, 42, -42, 7);
    println!("[{:>6}] [{:.2}] [{:x}] [{:#x}] [{:#b}] [{:o}] [{:X}]", "ab", "abcdef", 255, 255, 5u8, 8, 255);
    println!("{} {} {}", i64::MIN, i8::MIN, u8::MAX);
    println!("{} {}", i128::MIN, u128::MAX);
    let w = 4;
    println!("[{:w$}] [{:1$}] [{:*^9}]", 1, 3, "mid");
    print!("no newline, ");
    println!();
    println!("{{}} literal braces");
}
