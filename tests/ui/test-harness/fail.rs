// run-fail
// compile-flags: --test
// run-flags: --test-threads=1
// check-run-results
// exec-env:RUST_BACKTRACE=0
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// Failing tests: their captured output (stdout and stderr, the panic
// message) in the failures section, exit status 101.

#[test]
fn passes() {}

#[test]
fn assert_fails() {
    println!("some output");
    eprintln!("some error output");
    assert_eq!(1 + 1, 3, "arithmetic is {}", "broken");
}

#[test]
fn panics_with_message() {
    panic!("boom {}", 42);
}

#[test]
fn silent_failure() {
    let v: Vec<i32> = Vec::new();
    assert!(v.len() == 1);
}

mod inner {
    #[test]
    fn fails_too() {
        let x: Option<u8> = None;
        x.unwrap();
    }
}
