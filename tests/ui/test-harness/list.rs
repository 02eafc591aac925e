// run-pass
// compile-flags: --test
// run-flags: --list
// check-run-results
// --list: the tests (filters apply), not run.

#[test]
fn b() {
    panic!("not run");
}

#[test]
#[ignore]
fn a() {}

mod m {
    #[test]
    fn c() {}
}
