// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// trim, trim_start/end, trim_matches, strip_prefix/suffix.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    let s = "  \t hello world \n ";
    println!("[{}] [{}] [{}]", s.trim(), s.trim_start(), s.trim_end());
    println!("[{}]", "\u{3000}\u{a0}wide\u{2003}".trim());
    println!("[{}]", "xxabcxx".trim_matches('x'));
    println!("[{}] [{}]", "xxabcxx".trim_start_matches('x'), "xxabcxx".trim_end_matches('x'));
    println!("[{}]", "123abc456".trim_matches(char::is_numeric));
    println!("[{}]", "<<a>>".trim_start_matches("<<"));
    println!("[{}]", "ababXab".trim_start_matches("ab"));
    println!("[{}]", "--==a==--".trim_matches(&['-', '='][..]));
    println!("[{}]", "!!?x?!".trim_end_matches(|c| c == '!' || c == '?'));
    println!("{:?} {:?}", "prefix-body".strip_prefix("prefix-"), "body".strip_prefix("x"));
    println!("{:?} {:?}", "file.rs".strip_suffix(".rs"), "file.rs".strip_suffix('s'));
    println!("{:?}", "[x]".strip_prefix('[').and_then(|s| s.strip_suffix(']')));
    println!("[{}]", "   ".trim());
    println!("[{}]", "".trim_matches('a'));
    println!("[{}]", "  ascii  ".trim_ascii_ok());
}

trait TrimAscii {
    fn trim_ascii_ok(&self) -> &str;
}
impl TrimAscii for str {
    fn trim_ascii_ok(&self) -> &str {
        self.trim_matches(|c: char| c.is_ascii_whitespace())
    }
}
