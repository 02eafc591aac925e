// run-pass
// check-run-results
// edition:2021
// str patterns: split/rsplit/splitn/split_terminator/lines/split_whitespace, find/rfind, trim_matches, strip_prefix
fn show<'a, I: Iterator<Item = &'a str>>(label: &str, it: I) {
    print!("{}:", label);
    for p in it {
        print!(" [{}]", p);
    }
    println!();
}
fn main() {
    let s = "a,b,,c,";
    show("split", s.split(','));
    show("rsplit", s.rsplit(','));
    show("term", s.split_terminator(','));
    show("splitn0", s.splitn(0, ','));
    show("splitn1", s.splitn(1, ','));
    show("splitn2", s.splitn(2, ','));
    show("splitn9", s.splitn(9, ','));
    show("empty", "".split(','));
    show("empty-term", "".split_terminator(','));
    show("strpat", "one--two----three".split("--"));
    show("rstrpat", "aaaa".rsplit("aa"));
    show("emptypat", "héj".split(""));
    show("remptypat", "héj".rsplit(""));
    show("closure", "a1b22c333d".split(|c: char| c.is_ascii_digit()));
    show("arr", "a b,c;d".split([' ', ',', ';']));
    show("slicepat", "a b,c;d".split(&[' ', ';'][..]));
    show("matches", "abcabcab".matches("ab"));
    show("ws", "\t hello \u{3000}wide  world\n".split_whitespace());
    show("ws-empty", "   ".split_whitespace());
    show("lines", "a\r\nb\n\nc".lines());
    show("lines2", "\n".lines());
    for (i, m) in "xaxbxc".match_indices('x') {
        print!("{}={} ", i, m);
    }
    println!();
    println!("{:?} {:?}", "aaa".find("aa"), "aaa".rfind("aa"));
    println!("{:?} {:?}", "héllo".find('l'), "héllo".rfind('l'));
    println!("{:?} {:?}", "abc".find(""), "abc".rfind(""));
    println!("{:?}", "a=b".split_once("="));
    println!("{:?}", "ab".split_once(':'));
    println!("{:?} {:?}", "prefix-rest".strip_prefix("prefix-"), "x".strip_prefix('y'));
    println!("{:?} {:?}", "rest.rs".strip_suffix(".rs"), "rest.rs".strip_suffix('x'));
    println!("[{}] [{}] [{}]", "xxhixx".trim_matches('x'), "xxhixx".trim_start_matches('x'), "xxhixx".trim_end_matches('x'));
    println!("[{}] [{}]", "ababcab".trim_start_matches("ab"), "ababcab".trim_end_matches("ab"));
    println!("[{}] [{}]", "axa".trim_matches('a'), "aaaa".trim_matches('a'));
    println!("[{}]", "123abc456".trim_matches(|c: char| c.is_ascii_digit()));
    println!("{} {} {}", "Hello".starts_with('H'), "Hello".ends_with('o'), "Hello".ends_with("llo"));
    println!("{} {} {}", "aaa".ends_with("aa"), "".starts_with(""), "ab".contains(['x', 'b']));
    println!("{} {}", "Straße".contains("aß"), "Straße".contains('z'));
}
