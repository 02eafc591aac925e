// check-pass
// compile-flags: -Zunpretty=expanded
// edition:2021
// Expressions that std's macros build from tokens of the call site and of
// the macro (`$dst.write_fmt(..)`): their span is the macro's, as rustc's
// Span::to gives for spans of different contexts, so the comments and
// blank lines of the file still to come print before them, as rustc
// prints them. The .stdout golden is rustc 1.63's output.
use std::fmt;
struct Unit;
impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { write!(f, "unit") }
}

fn main() {
    let v = vec![1, 2, 3];
    assert_eq!(v.len(), 3);
    assert!(v.len() > 2, "too short: {}", v.len());
    let s = format!("{:?}", v);
    eprintln!("{}", s);
    let o: Option<u8> = None;
    if let Some(x) = o { panic!("no {}", x); }
    // end
}

static GREETING: &str = "hello";
// c1

static X: u8 = 1;
