// run-pass
// compile-flags: --test
// run-flags: --test-threads=1 --exact m::one
// check-run-results
// exec-env:RUST_BACKTRACE=0
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// --exact: the whole name.

mod m {
    #[test]
    fn one() {}

    #[test]
    fn one_more() {
        panic!("filtered out");
    }
}

#[test]
fn one() {
    panic!("filtered out");
}
