// run-pass
// compile-flags: --test
// run-flags: --test-threads=1
// check-run-results
// exec-env:RUST_BACKTRACE=0
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// The harness's names do not clash with the crate's: tests called `main`
// and `test`, a module `test`, private modules, and a local `test` item.

#![allow(dead_code)]

fn main() {}

mod private {
    mod deeper {
        #[test]
        fn main() {}

        #[test]
        fn test() {}
    }
}

mod test {
    pub struct TestDescAndFn;

    #[test]
    fn in_a_module_named_test() {
        let _shadow: TestDescAndFn = TestDescAndFn;
    }
}
