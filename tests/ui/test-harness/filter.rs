// run-pass
// compile-flags: --test
// run-flags: --test-threads=1 one --skip skipped
// check-run-results
// exec-env:RUST_BACKTRACE=0
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// A filter (a substring of the test's path) and --skip.

#[test]
fn one() {}

#[test]
fn one_more() {}

#[test]
fn one_skipped() {}

#[test]
fn two() {
    panic!("filtered out");
}

mod one_module {
    #[test]
    fn inside() {}
}
