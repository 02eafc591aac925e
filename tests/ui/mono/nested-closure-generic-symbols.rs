// run-pass
// check-run-results
// A closure inside a closure of a generic fn, instantiated for two types:
// the inner closure's symbol carries the fn's generic args (its args are
// the fn's and its own, the enclosing closure's path prints them), so
// the two instances are two functions (alloc's join_generic_copy::<u8,
// T, S> for S = String and a test's own type gave the same symbol).
fn lens<S: AsRef<str>>(xs: &[S], extra: usize) -> usize {
    extra
        .checked_mul(2)
        .and_then(|n| xs.iter().map(|s| s.as_ref().len()).try_fold(n, usize::checked_add))
        .unwrap()
}

struct Twice(&'static str);
impl AsRef<str> for Twice {
    fn as_ref(&self) -> &str {
        self.0
    }
}

fn main() {
    println!("{}", lens(&["ab".to_string(), "c".to_string()], 10));
    println!("{}", lens(&[Twice("hello"), Twice("x")], 100));
    println!("{}", lens(&["four"], 0));
}
