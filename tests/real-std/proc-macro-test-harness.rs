// run-pass
// check-run-results
// no-prefer-dynamic
// compile-flags: --test
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// With --test a proc-macro crate is its test executable: the crate's
// #![crate_type] is not what is built (rustc ignores it under --test).
#![crate_type = "proc-macro"]

extern crate proc_macro;

use proc_macro::TokenStream;

#[proc_macro_derive(Nothing)]
pub fn derive_nothing(_input: TokenStream) -> TokenStream {
    TokenStream::new()
}

#[test]
fn in_the_harness() {
    assert_eq!(1 + 1, 2);
}
