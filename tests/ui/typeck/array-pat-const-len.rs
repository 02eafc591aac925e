// A slice pattern against an array whose length is a const parameter:
// without `..` it must have the array's type (E0308), with `..` it is
// E0730. rcc used to take the parameter's length marker as a length
// (a pattern "of 18446744073709551615 elements", then a crash in the
// exhaustiveness check).
// dont-check-compiler-stderr
// (rustc labels the mismatch with the lengths, `expected `2_usize`,
// found `N``; rcc with the array types)
fn f<const N: usize>(x: [u32; N]) -> u32 {
    match x {
        [a, b] => a + b, //~ ERROR mismatched types
    }
}
fn g<const N: usize>(x: [u32; N]) -> bool {
    match x { [1, 2, ..] => true, _ => false } //~ ERROR cannot pattern-match on an array without a fixed length
}
fn main() {}
