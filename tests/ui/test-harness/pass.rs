// run-pass
// compile-flags: --test
// run-flags: --test-threads=1
// check-run-results
// exec-env:RUST_BACKTRACE=0
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// The --test harness: every #[test] runs (named by its module path, in
// name order), the crate's own `main` does not, #[cfg(test)] code is in.

pub fn add<T: std::ops::Add<Output = T>>(a: T, b: T) -> T {
    a + b
}

fn main() {
    panic!("the crate's main must not run under --test");
}

#[test]
fn at_the_root() {
    assert_eq!(add(2, 2), 4);
}

#[test]
fn returns_ok() -> Result<(), String> {
    if add(1, 1) == 2 { Ok(()) } else { Err(String::from("wrong")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uses_super() {
        assert_eq!(add(1u8, 2u8), 3);
    }

    #[test]
    fn prints_but_passes() {
        println!("captured, not shown");
    }

    mod nested {
        #[test]
        fn deep() {
            assert!(super::super::add(1, 1) == 2);
        }

        // the same name as a test elsewhere
        #[test]
        fn at_the_root() {}
    }
}

#[cfg(not(test))]
fn not_compiled() -> u32 {
    "a type error that --test never sees"
}
