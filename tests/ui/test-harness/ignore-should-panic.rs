// run-fail
// compile-flags: --test
// run-flags: --test-threads=1
// check-run-results
// exec-env:RUST_BACKTRACE=0
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// #[ignore] (with and without a reason), #[should_panic] with and without
// `expected`: met, unmet, and a test that does not panic.

#[test]
#[ignore]
fn ignored() {
    panic!("an ignored test does not run");
}

#[test]
#[ignore = "not today"]
fn ignored_with_reason() {}

#[test]
#[should_panic]
fn panics() {
    panic!("anything");
}

#[test]
#[should_panic(expected = "out of range")]
fn panics_as_expected() {
    let i = 7;
    if i > 5 {
        panic!("index {} out of range", i);
    }
}

#[test]
#[should_panic(expected = "other text")]
fn panics_otherwise() {
    panic!("some text");
}

#[test]
#[should_panic]
fn does_not_panic() {}

#[test]
#[should_panic = "bare"]
fn panics_bare() {
    panic!("bare message");
}
