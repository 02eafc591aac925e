// run-fail
// compile-flags: --test -Zpanic-abort-tests -Cpanic=abort
// run-flags: --test-threads=1
// check-run-results
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// The real libtest 1.63 (built by rcc into the real-std sysroot) runs a
// --test harness: each test in a child process (panic=abort), should_panic,
// ignore, the failures section and exit status 101.
pub fn add(a: i32, b: i32) -> i32 { a + b }
#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn adds() { assert_eq!(add(2, 2), 4); }
    #[test]
    #[should_panic(expected = "boom")]
    fn panics() { panic!("boom") }
    #[test]
    #[ignore]
    fn ignored() {}
    #[test]
    fn fails() { assert_eq!(add(1, 1), 3, "math"); }
}
